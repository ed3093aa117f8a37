class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[8, 128]", primals_2: "f32[8192, 256]", primals_4: "f32[256]", primals_7: "f32[256, 768]", primals_9: "f32[256, 256]", primals_10: "f32[256]", primals_13: "f32[256, 1024]", primals_15: "f32[1024, 256]", primals_16: "f32[256]", primals_19: "f32[256, 768]", primals_21: "f32[256, 256]", primals_22: "f32[256]", primals_25: "f32[256, 1024]", primals_27: "f32[1024, 256]", primals_28: "f32[256]", embedding: "f32[8, 128, 256]", unsqueeze: "i64[1, 128]", embedding_1: "f32[1, 128, 256]", gt: "b8[8, 128, 256]", getitem_1: "f32[8, 128, 1]", rsqrt: "f32[8, 128, 1]", permute: "f32[8, 4, 128, 64]", permute_1: "f32[8, 4, 128, 64]", permute_2: "f32[8, 4, 128, 64]", where: "f32[8, 1, 128, 128]", getitem_5: "f32[8, 4, 128, 64]", getitem_6: "f32[8, 4, 128]", getitem_7: "i64[]", getitem_8: "i64[]", gt_1: "b8[8, 128, 256]", mul_6: "f32[8, 128, 256]", addmm_2: "f32[1024, 1024]", gt_2: "b8[8, 128, 256]", mul_14: "f32[8, 128, 256]", permute_4: "f32[8, 4, 128, 64]", permute_5: "f32[8, 4, 128, 64]", permute_6: "f32[8, 4, 128, 64]", getitem_16: "f32[8, 4, 128, 64]", getitem_17: "f32[8, 4, 128]", getitem_18: "i64[]", getitem_19: "i64[]", gt_3: "b8[8, 128, 256]", mul_18: "f32[8, 128, 256]", addmm_6: "f32[1024, 1024]", gt_4: "b8[8, 128, 256]", mul_26: "f32[8, 128, 256]", view_26: "f32[1024, 256]", div: "f32[8, 128, 1]", permute_14: "f32[1024, 1024]", permute_16: "f32[256, 1024]", div_1: "f32[8, 128, 1]", permute_24: "f32[256, 1024]", div_2: "f32[8, 128, 1]", permute_26: "f32[1024, 1024]", permute_28: "f32[256, 1024]", div_3: "f32[8, 128, 1]", permute_36: "f32[256, 1024]", tangents_1: "f32[8, 128, 8192]", tangents_2: "f32[8, 128, 256]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        view_28: "f32[1024, 8192]" = torch.ops.aten.view.default(tangents_1, [1024, 8192]);  tangents_1 = None
        permute_9: "f32[8192, 1024]" = torch.ops.aten.permute.default(view_28, [1, 0])
        mm_1: "f32[8192, 256]" = torch.ops.aten.mm.default(permute_9, view_26);  permute_9 = view_26 = None
        permute_8: "f32[256, 8192]" = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        permute_11: "f32[8192, 256]" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm_2: "f32[1024, 256]" = torch.ops.aten.mm.default(view_28, permute_11);  view_28 = permute_11 = None
        view_29: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_2, [8, 128, 256]);  mm_2 = None
        add_22: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(tangents_2, view_29);  tangents_2 = view_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        mul_29: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(add_22, primals_28);  primals_28 = None
        mul_30: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_29, 256)
        sum_1: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_29, [2], True)
        mul_31: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_29, mul_26);  mul_29 = None
        sum_2: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_31, [2], True);  mul_31 = None
        mul_32: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_26, sum_2);  sum_2 = None
        sub_8: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_30, sum_1);  mul_30 = sum_1 = None
        sub_9: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(sub_8, mul_32);  sub_8 = mul_32 = None
        mul_33: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(div, sub_9);  div = sub_9 = None
        mul_34: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(add_22, mul_26);  mul_26 = None
        sum_3: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_34, [0, 1]);  mul_34 = None
        sum_4: "f32[256]" = torch.ops.aten.sum.dim_IntList(add_22, [0, 1]);  add_22 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type: "f32[8, 128, 256]" = torch.ops.prims.convert_element_type.default(gt_4, torch.float32);  gt_4 = None
        mul_35: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type, 1.1111111111111112);  convert_element_type = None
        mul_36: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_33, mul_35);  mul_35 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_31: "f32[1024, 256]" = torch.ops.aten.view.default(mul_36, [1024, 256]);  mul_36 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_13: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_27, [1, 0]);  primals_27 = None
        mm_3: "f32[1024, 1024]" = torch.ops.aten.mm.default(view_31, permute_13);  permute_13 = None
        mm_4: "f32[1024, 256]" = torch.ops.aten.mm.default(permute_14, view_31);  permute_14 = None
        sum_5: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32: "f32[256]" = torch.ops.aten.view.default(sum_5, [256]);  sum_5 = None
        view_33: "f32[8, 128, 1024]" = torch.ops.aten.view.default(mm_3, [8, 128, 1024]);  mm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_22: "f32[8, 128, 1024]" = torch.ops.aten.view.default(addmm_6, [8, 128, 1024]);  addmm_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_20: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_22, 0.5)
        mul_37: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_33, mul_20);  mul_20 = None
        pow_2: "f32[8, 128, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_22, 3.0)
        mul_21: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_17: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(view_22, mul_21);  mul_21 = None
        mul_22: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(add_17, 0.7978845608028654);  add_17 = None
        tanh_1: "f32[8, 128, 1024]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
        add_18: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(tanh_1, 1.0)
        mul_38: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_33, add_18);  view_33 = add_18 = None
        mul_39: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(tanh_1, tanh_1);  tanh_1 = None
        sub_10: "f32[8, 128, 1024]" = torch.ops.aten.sub.Tensor(1, mul_39);  mul_39 = None
        mul_40: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_37, sub_10);  mul_37 = sub_10 = None
        mul_41: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_40, 0.7978845608028654);  mul_40 = None
        mul_42: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_41, 0.044715)
        pow_3: "f32[8, 128, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_22, 2.0);  view_22 = None
        mul_43: "f32[8, 128, 1024]" = torch.ops.aten.mul.Scalar(pow_3, 3.0);  pow_3 = None
        mul_44: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
        add_23: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(mul_41, mul_44);  mul_41 = mul_44 = None
        mul_45: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_38, 0.5);  mul_38 = None
        add_24: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(add_23, mul_45);  add_23 = mul_45 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_34: "f32[1024, 1024]" = torch.ops.aten.view.default(add_24, [1024, 1024]);  add_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_15: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_25, [1, 0]);  primals_25 = None
        mm_5: "f32[1024, 256]" = torch.ops.aten.mm.default(view_34, permute_15);  permute_15 = None
        mm_6: "f32[256, 1024]" = torch.ops.aten.mm.default(permute_16, view_34);  permute_16 = None
        sum_6: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35: "f32[1024]" = torch.ops.aten.view.default(sum_6, [1024]);  sum_6 = None
        view_36: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_5, [8, 128, 256]);  mm_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_47: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_36, primals_22);  primals_22 = None
        mul_48: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_47, 256)
        sum_7: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_47, [2], True)
        mul_49: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_47, mul_18);  mul_47 = None
        sum_8: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_49, [2], True);  mul_49 = None
        mul_50: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_18, sum_8);  sum_8 = None
        sub_12: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_48, sum_7);  mul_48 = sum_7 = None
        sub_13: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(sub_12, mul_50);  sub_12 = mul_50 = None
        mul_51: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(div_1, sub_13);  div_1 = sub_13 = None
        mul_52: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_36, mul_18);  mul_18 = None
        sum_9: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_52, [0, 1]);  mul_52 = None
        sum_10: "f32[256]" = torch.ops.aten.sum.dim_IntList(view_36, [0, 1]);  view_36 = None
        add_25: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_33, mul_51);  mul_33 = mul_51 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_1: "f32[8, 128, 256]" = torch.ops.prims.convert_element_type.default(gt_3, torch.float32);  gt_3 = None
        mul_53: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_1, 1.1111111111111112);  convert_element_type_1 = None
        mul_54: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(add_25, mul_53);  mul_53 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_37: "f32[1024, 256]" = torch.ops.aten.view.default(mul_54, [1024, 256]);  mul_54 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_17: "f32[256, 256]" = torch.ops.aten.permute.default(primals_21, [1, 0]);  primals_21 = None
        mm_7: "f32[1024, 256]" = torch.ops.aten.mm.default(view_37, permute_17);  permute_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_18: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_7, [8, 128, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_19: "f32[1024, 256]" = torch.ops.aten.view.default(view_18, [-1, 256]);  view_18 = None
        permute_18: "f32[256, 1024]" = torch.ops.aten.permute.default(view_19, [1, 0]);  view_19 = None
        mm_8: "f32[256, 256]" = torch.ops.aten.mm.default(permute_18, view_37);  permute_18 = None
        sum_11: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_37, [0], True);  view_37 = None
        view_38: "f32[256]" = torch.ops.aten.view.default(sum_11, [256]);  sum_11 = None
        view_39: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_7, [8, 128, 256]);  mm_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_40: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(view_39, [8, 128, 4, 64]);  view_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_19: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_40, [0, 2, 1, 3]);  view_40 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        expand_2: "f32[8, 4, 128, 128]" = torch.ops.aten.expand.default(where, [8, 4, 128, 128]);  where = None
        _scaled_dot_product_efficient_attention_backward = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_19, permute_6, permute_4, permute_5, expand_2, getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale = 0.125);  permute_19 = permute_6 = permute_4 = permute_5 = getitem_16 = getitem_17 = getitem_18 = getitem_19 = None
        getitem_24: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward[0]
        getitem_25: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward[1]
        getitem_26: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward[2];  _scaled_dot_product_efficient_attention_backward = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_20: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_24, [0, 2, 1, 3]);  getitem_24 = None
        view_41: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_20, [8, 128, 256]);  permute_20 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_21: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_26, [0, 2, 1, 3]);  getitem_26 = None
        view_42: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_21, [8, 128, 256]);  permute_21 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_22: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_25, [0, 2, 1, 3]);  getitem_25 = None
        view_43: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_22, [8, 128, 256]);  permute_22 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_1: "f32[8, 128, 768]" = torch.ops.aten.cat.default([view_41, view_43, view_42], 2);  view_41 = view_43 = view_42 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_44: "f32[1024, 768]" = torch.ops.aten.view.default(cat_1, [1024, 768]);  cat_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_23: "f32[768, 256]" = torch.ops.aten.permute.default(primals_19, [1, 0]);  primals_19 = None
        mm_9: "f32[1024, 256]" = torch.ops.aten.mm.default(view_44, permute_23);  permute_23 = None
        mm_10: "f32[256, 768]" = torch.ops.aten.mm.default(permute_24, view_44);  permute_24 = None
        sum_12: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45: "f32[768]" = torch.ops.aten.view.default(sum_12, [768]);  sum_12 = None
        view_46: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_9, [8, 128, 256]);  mm_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_56: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_46, primals_16);  primals_16 = None
        mul_57: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_56, 256)
        sum_13: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_56, [2], True)
        mul_58: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_56, mul_14);  mul_56 = None
        sum_14: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_58, [2], True);  mul_58 = None
        mul_59: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_14, sum_14);  sum_14 = None
        sub_15: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_57, sum_13);  mul_57 = sum_13 = None
        sub_16: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(sub_15, mul_59);  sub_15 = mul_59 = None
        mul_60: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(div_2, sub_16);  div_2 = sub_16 = None
        mul_61: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_46, mul_14);  mul_14 = None
        sum_15: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_61, [0, 1]);  mul_61 = None
        sum_16: "f32[256]" = torch.ops.aten.sum.dim_IntList(view_46, [0, 1]);  view_46 = None
        add_26: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(add_25, mul_60);  add_25 = mul_60 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_2: "f32[8, 128, 256]" = torch.ops.prims.convert_element_type.default(gt_2, torch.float32);  gt_2 = None
        mul_62: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_2, 1.1111111111111112);  convert_element_type_2 = None
        mul_63: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(add_26, mul_62);  mul_62 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_47: "f32[1024, 256]" = torch.ops.aten.view.default(mul_63, [1024, 256]);  mul_63 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_25: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_15, [1, 0]);  primals_15 = None
        mm_11: "f32[1024, 1024]" = torch.ops.aten.mm.default(view_47, permute_25);  permute_25 = None
        mm_12: "f32[1024, 256]" = torch.ops.aten.mm.default(permute_26, view_47);  permute_26 = None
        sum_17: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
        view_48: "f32[256]" = torch.ops.aten.view.default(sum_17, [256]);  sum_17 = None
        view_49: "f32[8, 128, 1024]" = torch.ops.aten.view.default(mm_11, [8, 128, 1024]);  mm_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_10: "f32[8, 128, 1024]" = torch.ops.aten.view.default(addmm_2, [8, 128, 1024]);  addmm_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_8: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_10, 0.5)
        mul_64: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_49, mul_8);  mul_8 = None
        pow_1: "f32[8, 128, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_10, 3.0)
        mul_9: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_9: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(view_10, mul_9);  mul_9 = None
        mul_10: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(add_9, 0.7978845608028654);  add_9 = None
        tanh: "f32[8, 128, 1024]" = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
        add_10: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(tanh, 1.0)
        mul_65: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_49, add_10);  view_49 = add_10 = None
        mul_66: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
        sub_17: "f32[8, 128, 1024]" = torch.ops.aten.sub.Tensor(1, mul_66);  mul_66 = None
        mul_67: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_64, sub_17);  mul_64 = sub_17 = None
        mul_68: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_67, 0.7978845608028654);  mul_67 = None
        mul_69: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_68, 0.044715)
        pow_4: "f32[8, 128, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_10, 2.0);  view_10 = None
        mul_70: "f32[8, 128, 1024]" = torch.ops.aten.mul.Scalar(pow_4, 3.0);  pow_4 = None
        mul_71: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_69, mul_70);  mul_69 = mul_70 = None
        add_27: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(mul_68, mul_71);  mul_68 = mul_71 = None
        mul_72: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_65, 0.5);  mul_65 = None
        add_28: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(add_27, mul_72);  add_27 = mul_72 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_50: "f32[1024, 1024]" = torch.ops.aten.view.default(add_28, [1024, 1024]);  add_28 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_27: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_13, [1, 0]);  primals_13 = None
        mm_13: "f32[1024, 256]" = torch.ops.aten.mm.default(view_50, permute_27);  permute_27 = None
        mm_14: "f32[256, 1024]" = torch.ops.aten.mm.default(permute_28, view_50);  permute_28 = None
        sum_18: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
        view_51: "f32[1024]" = torch.ops.aten.view.default(sum_18, [1024]);  sum_18 = None
        view_52: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_13, [8, 128, 256]);  mm_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_74: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_52, primals_10);  primals_10 = None
        mul_75: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_74, 256)
        sum_19: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_74, [2], True)
        mul_76: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_74, mul_6);  mul_74 = None
        sum_20: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_76, [2], True);  mul_76 = None
        mul_77: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_6, sum_20);  sum_20 = None
        sub_19: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_75, sum_19);  mul_75 = sum_19 = None
        sub_20: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(sub_19, mul_77);  sub_19 = mul_77 = None
        mul_78: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(div_3, sub_20);  div_3 = sub_20 = None
        mul_79: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_52, mul_6);  mul_6 = None
        sum_21: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1]);  mul_79 = None
        sum_22: "f32[256]" = torch.ops.aten.sum.dim_IntList(view_52, [0, 1]);  view_52 = None
        add_29: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(add_26, mul_78);  add_26 = mul_78 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_3: "f32[8, 128, 256]" = torch.ops.prims.convert_element_type.default(gt_1, torch.float32);  gt_1 = None
        mul_80: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_3, 1.1111111111111112);  convert_element_type_3 = None
        mul_81: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(add_29, mul_80);  mul_80 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_53: "f32[1024, 256]" = torch.ops.aten.view.default(mul_81, [1024, 256]);  mul_81 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_29: "f32[256, 256]" = torch.ops.aten.permute.default(primals_9, [1, 0]);  primals_9 = None
        mm_15: "f32[1024, 256]" = torch.ops.aten.mm.default(view_53, permute_29);  permute_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_6: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_3, [8, 128, -1]);  permute_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_7: "f32[1024, 256]" = torch.ops.aten.view.default(view_6, [-1, 256]);  view_6 = None
        permute_30: "f32[256, 1024]" = torch.ops.aten.permute.default(view_7, [1, 0]);  view_7 = None
        mm_16: "f32[256, 256]" = torch.ops.aten.mm.default(permute_30, view_53);  permute_30 = None
        sum_23: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_53, [0], True);  view_53 = None
        view_54: "f32[256]" = torch.ops.aten.view.default(sum_23, [256]);  sum_23 = None
        view_55: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_15, [8, 128, 256]);  mm_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_56: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(view_55, [8, 128, 4, 64]);  view_55 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_31: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_56, [0, 2, 1, 3]);  view_56 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_1 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_31, permute_2, permute, permute_1, expand_2, getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale = 0.125);  permute_31 = permute_2 = permute = permute_1 = expand_2 = getitem_5 = getitem_6 = getitem_7 = getitem_8 = None
        getitem_28: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward_1[0]
        getitem_29: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward_1[1]
        getitem_30: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward_1[2];  _scaled_dot_product_efficient_attention_backward_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_32: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_28, [0, 2, 1, 3]);  getitem_28 = None
        view_57: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_32, [8, 128, 256]);  permute_32 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_33: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_30, [0, 2, 1, 3]);  getitem_30 = None
        view_58: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_33, [8, 128, 256]);  permute_33 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_34: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_29, [0, 2, 1, 3]);  getitem_29 = None
        view_59: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_34, [8, 128, 256]);  permute_34 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_2: "f32[8, 128, 768]" = torch.ops.aten.cat.default([view_57, view_59, view_58], 2);  view_57 = view_59 = view_58 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_60: "f32[1024, 768]" = torch.ops.aten.view.default(cat_2, [1024, 768]);  cat_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_35: "f32[768, 256]" = torch.ops.aten.permute.default(primals_7, [1, 0]);  primals_7 = None
        mm_17: "f32[1024, 256]" = torch.ops.aten.mm.default(view_60, permute_35);  permute_35 = None
        mm_18: "f32[256, 768]" = torch.ops.aten.mm.default(permute_36, view_60);  permute_36 = None
        sum_24: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_60, [0], True);  view_60 = None
        view_61: "f32[768]" = torch.ops.aten.view.default(sum_24, [768]);  sum_24 = None
        view_62: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_17, [8, 128, 256]);  mm_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_83: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_62, primals_4);  primals_4 = None
        mul_84: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_83, 256)
        sum_25: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_83, [2], True)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add_1: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:603 in forward, code: hidden_states = self.drop(hidden_states)
        mul: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(gt, add_1);  add_1 = None
        mul_1: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul, 1.1111111111111112);  mul = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        sub_2: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_1, getitem_1);  mul_1 = getitem_1 = None
        mul_2: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt);  sub_2 = None
        mul_85: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_83, mul_2);  mul_83 = None
        sum_26: "f32[8, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_85, [2], True);  mul_85 = None
        mul_86: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_2, sum_26);  sum_26 = None
        sub_22: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_84, sum_25);  mul_84 = sum_25 = None
        sub_23: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(sub_22, mul_86);  sub_22 = mul_86 = None
        div_4: "f32[8, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt, 256);  rsqrt = None
        mul_87: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(div_4, sub_23);  div_4 = sub_23 = None
        mul_88: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(view_62, mul_2);  mul_2 = None
        sum_27: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_88, [0, 1]);  mul_88 = None
        sum_28: "f32[256]" = torch.ops.aten.sum.dim_IntList(view_62, [0, 1]);  view_62 = None
        add_30: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(add_29, mul_87);  add_29 = mul_87 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:603 in forward, code: hidden_states = self.drop(hidden_states)
        convert_element_type_4: "f32[8, 128, 256]" = torch.ops.prims.convert_element_type.default(gt, torch.float32);  gt = None
        mul_89: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_4, 1.1111111111111112);  convert_element_type_4 = None
        mul_90: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(add_30, mul_89);  add_30 = mul_89 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        sum_29: "f32[1, 128, 256]" = torch.ops.aten.sum.dim_IntList(mul_90, [0], True)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        eq_1: "b8[1, 128]" = torch.ops.aten.eq.Scalar(unsqueeze, -1)
        unsqueeze_10: "b8[1, 128, 1]" = torch.ops.aten.unsqueeze.default(eq_1, -1);  eq_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        where_2: "f32[1, 128, 256]" = torch.ops.aten.where.self(unsqueeze_10, full_default_2, sum_29);  unsqueeze_10 = sum_29 = None
        full_default_6: "f32[128, 256]" = torch.ops.aten.full.default([128, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[128, 256]" = torch.ops.aten.index_put.default(full_default_6, [unsqueeze], where_2, True);  full_default_6 = unsqueeze = where_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        eq_2: "b8[8, 128]" = torch.ops.aten.eq.Scalar(primals_1, -1)
        unsqueeze_11: "b8[8, 128, 1]" = torch.ops.aten.unsqueeze.default(eq_2, -1);  eq_2 = None
        where_3: "f32[8, 128, 256]" = torch.ops.aten.where.self(unsqueeze_11, full_default_2, mul_90);  unsqueeze_11 = full_default_2 = mul_90 = None
        full_default_8: "f32[8192, 256]" = torch.ops.aten.full.default([8192, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put_1: "f32[8192, 256]" = torch.ops.aten.index_put.default(full_default_8, [primals_1], where_3, True);  full_default_8 = primals_1 = where_3 = None
        add_31: "f32[8192, 256]" = torch.ops.aten.add.Tensor(mm_1, index_put_1);  mm_1 = index_put_1 = None
        return (None, add_31, index_put, sum_27, sum_28, view_61, mm_18, view_54, mm_16, sum_21, sum_22, view_51, mm_14, view_48, mm_12, sum_15, sum_16, view_45, mm_10, view_38, mm_8, sum_9, sum_10, view_35, mm_6, view_32, mm_4, sum_3, sum_4)
