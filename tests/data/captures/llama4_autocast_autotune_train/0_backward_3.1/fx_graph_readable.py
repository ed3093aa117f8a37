class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 256]", primals_4: "f32[512]", primals_9: "f32[512]", primals_13: "f32[512]", primals_18: "f32[512]", primals_22: "f32[512]", primals_27: "f32[512]", primals_31: "f32[512]", primals_36: "f32[512]", primals_40: "f32[512]", embedding: "f32[2, 256, 512]", mm_default: "f32[32, 256]", rsqrt: "f32[2, 256, 1]", view_4: "bf16[512, 512]", convert_element_type_14: "bf16[2, 8, 256, 64]", convert_element_type_15: "bf16[2, 8, 256, 64]", convert_element_type_16: "bf16[2, 8, 256, 64]", where: "bf16[2, 1, 256, 256]", getitem: "bf16[2, 8, 256, 64]", getitem_1: "f32[2, 8, 256, 1]", getitem_6: "i64[]", getitem_7: "i64[]", mm_3: "bf16[512, 512]", rsqrt_1: "f32[2, 256, 1]", view_18: "bf16[512, 512]", mm_4: "bf16[512, 1376]", mm_5: "bf16[512, 1376]", view_22: "bf16[512, 1376]", add_9: "f32[2, 256, 512]", rsqrt_2: "f32[2, 256, 1]", view_24: "bf16[512, 512]", convert_element_type_46: "bf16[2, 8, 256, 64]", convert_element_type_47: "bf16[2, 8, 256, 64]", convert_element_type_48: "bf16[2, 8, 256, 64]", getitem_9: "bf16[2, 8, 256, 64]", getitem_10: "f32[2, 8, 256, 1]", getitem_15: "i64[]", getitem_16: "i64[]", add_13: "f32[2, 256, 512]", rsqrt_3: "f32[2, 256, 1]", view_38: "bf16[512, 512]", mm_11: "bf16[512, 1376]", mm_12: "bf16[512, 1376]", view_42: "bf16[512, 1376]", add_16: "f32[2, 256, 512]", rsqrt_4: "f32[2, 256, 1]", view_44: "bf16[512, 512]", convert_element_type_78: "bf16[2, 8, 256, 64]", convert_element_type_79: "bf16[2, 8, 256, 64]", convert_element_type_80: "bf16[2, 8, 256, 64]", getitem_18: "bf16[2, 8, 256, 64]", getitem_19: "f32[2, 8, 256, 1]", getitem_24: "i64[]", getitem_25: "i64[]", add_20: "f32[2, 256, 512]", rsqrt_5: "f32[2, 256, 1]", view_58: "bf16[512, 512]", mm_18: "bf16[512, 1376]", mm_19: "bf16[512, 1376]", view_62: "bf16[512, 1376]", add_23: "f32[2, 256, 512]", rsqrt_6: "f32[2, 256, 1]", view_64: "bf16[512, 512]", convert_element_type_110: "bf16[2, 8, 256, 64]", convert_element_type_111: "bf16[2, 8, 256, 64]", convert_element_type_112: "bf16[2, 8, 256, 64]", getitem_27: "bf16[2, 8, 256, 64]", getitem_28: "f32[2, 8, 256, 1]", getitem_33: "i64[]", getitem_34: "i64[]", add_27: "f32[2, 256, 512]", rsqrt_7: "f32[2, 256, 1]", view_78: "bf16[512, 512]", mm_25: "bf16[512, 1376]", mm_26: "bf16[512, 1376]", view_82: "bf16[512, 1376]", add_30: "f32[2, 256, 512]", rsqrt_8: "f32[2, 256, 1]", view_84: "bf16[512, 512]", permute_48: "bf16[4096, 512]", permute_52: "bf16[512, 1376]", permute_56: "bf16[1376, 512]", permute_60: "bf16[1376, 512]", permute_64: "bf16[512, 512]", permute_70: "bf16[256, 512]", permute_75: "bf16[256, 512]", permute_80: "bf16[512, 512]", permute_84: "bf16[512, 1376]", permute_88: "bf16[1376, 512]", permute_92: "bf16[1376, 512]", permute_96: "bf16[512, 512]", permute_102: "bf16[256, 512]", permute_107: "bf16[256, 512]", permute_112: "bf16[512, 512]", permute_116: "bf16[512, 1376]", permute_120: "bf16[1376, 512]", permute_124: "bf16[1376, 512]", permute_128: "bf16[512, 512]", permute_134: "bf16[256, 512]", permute_139: "bf16[256, 512]", permute_144: "bf16[512, 512]", permute_148: "bf16[512, 1376]", permute_152: "bf16[1376, 512]", permute_156: "bf16[1376, 512]", permute_160: "bf16[512, 512]", permute_166: "bf16[256, 512]", permute_171: "bf16[256, 512]", permute_176: "bf16[512, 512]", tangents_1: "f32[2, 4, 256, 64]", tangents_2: "f32[2, 4, 256, 64]", tangents_3: "f32[2, 4, 256, 64]", tangents_4: "f32[2, 4, 256, 64]", tangents_5: "f32[2, 4, 256, 64]", tangents_6: "f32[2, 4, 256, 64]", tangents_7: "f32[2, 4, 256, 64]", tangents_8: "f32[2, 4, 256, 64]", tangents_9: "bf16[2, 256, 4096]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:480 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        view_86: "bf16[512, 4096]" = torch.ops.aten.view.default(tangents_9, [512, 4096]);  tangents_9 = None
        permute_46: "bf16[4096, 512]" = torch.ops.aten.permute.default(view_86, [1, 0])
        mm_29: "bf16[4096, 512]" = torch.ops.aten.mm.default(permute_46, view_84);  permute_46 = view_84 = None
        mm_30: "bf16[512, 512]" = torch.ops.aten.mm.default(view_86, permute_48);  view_86 = permute_48 = None
        view_87: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_30, [2, 256, 512]);  mm_30 = None
        convert_element_type_137: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_87, torch.float32);  view_87 = None
        convert_element_type_138: "f32[4096, 512]" = torch.ops.prims.convert_element_type.default(mm_29, torch.float32);  mm_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_40: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_137, primals_40);  primals_40 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_38: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_30, rsqrt_8)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_41: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_137, mul_38);  convert_element_type_137 = mul_38 = None
        sum_1: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_41, [0, 1], True, dtype = torch.float32);  mul_41 = None
        view_88: "f32[512]" = torch.ops.aten.view.default(sum_1, [512]);  sum_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_42: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_40, add_30)
        mul_43: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_40, rsqrt_8);  mul_40 = None
        sum_2: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_42, [2], True, dtype = torch.float32);  mul_42 = None
        pow_10: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_8, 3);  rsqrt_8 = None
        mul_44: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
        mul_45: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_44, pow_10);  mul_44 = pow_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_13: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_45, [2, 256, 512]);  mul_45 = None
        div_4: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_13, 512);  expand_13 = None
        pow_11: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_30, 1.0);  add_30 = None
        mul_46: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_11, 2.0);  pow_11 = None
        mul_47: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_4, mul_46);  div_4 = mul_46 = None
        add_32: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(mul_43, mul_47);  mul_43 = mul_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_139: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_32, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_89: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_139, [512, 512]);  convert_element_type_139 = None
        permute_50: "bf16[512, 512]" = torch.ops.aten.permute.default(view_89, [1, 0])
        mm_31: "bf16[512, 1376]" = torch.ops.aten.mm.default(permute_50, view_82);  permute_50 = view_82 = None
        mm_32: "bf16[512, 1376]" = torch.ops.aten.mm.default(view_89, permute_52);  view_89 = permute_52 = None
        view_90: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_32, [2, 256, 1376]);  mm_32 = None
        convert_element_type_144: "f32[512, 1376]" = torch.ops.prims.convert_element_type.default(mm_31, torch.float32);  mm_31 = None
        view_79: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_25, [2, 256, 1376]);  mm_25 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_120: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(view_79, torch.float32);  view_79 = None
        neg_11: "f32[2, 256, 1376]" = torch.ops.aten.neg.default(convert_element_type_120)
        exp_3: "f32[2, 256, 1376]" = torch.ops.aten.exp.default(neg_11);  neg_11 = None
        add_29: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(exp_3, 1);  exp_3 = None
        div_3: "f32[2, 256, 1376]" = torch.ops.aten.div.Tensor(convert_element_type_120, add_29)
        convert_element_type_121: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(div_3, torch.bfloat16);  div_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        mul_48: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_90, convert_element_type_121);  convert_element_type_121 = None
        view_81: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_26, [2, 256, 1376]);  mm_26 = None
        mul_49: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_90, view_81);  view_90 = view_81 = None
        view_91: "bf16[512, 1376]" = torch.ops.aten.view.default(mul_48, [512, 1376]);  mul_48 = None
        permute_54: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_91, [1, 0])
        mm_33: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_54, view_78);  permute_54 = None
        mm_34: "bf16[512, 512]" = torch.ops.aten.mm.default(view_91, permute_56);  view_91 = permute_56 = None
        view_92: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_34, [2, 256, 512]);  mm_34 = None
        convert_element_type_149: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_92, torch.float32);  view_92 = None
        convert_element_type_150: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_33, torch.float32);  mm_33 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_151: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_49, torch.float32);  mul_49 = None
        reciprocal: "f32[2, 256, 1376]" = torch.ops.aten.reciprocal.default(add_29);  add_29 = None
        mul_50: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(reciprocal, 1);  reciprocal = None
        mul_51: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_151, mul_50);  convert_element_type_151 = None
        sub: "f32[2, 256, 1376]" = torch.ops.aten.sub.Tensor(1, mul_50);  mul_50 = None
        mul_52: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_120, sub);  convert_element_type_120 = sub = None
        add_34: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(mul_52, 1);  mul_52 = None
        mul_53: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(mul_51, add_34);  mul_51 = add_34 = None
        convert_element_type_153: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_53, torch.bfloat16);  mul_53 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_93: "bf16[512, 1376]" = torch.ops.aten.view.default(convert_element_type_153, [512, 1376]);  convert_element_type_153 = None
        permute_58: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_93, [1, 0])
        mm_35: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_58, view_78);  permute_58 = view_78 = None
        mm_36: "bf16[512, 512]" = torch.ops.aten.mm.default(view_93, permute_60);  view_93 = permute_60 = None
        view_94: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_36, [2, 256, 512]);  mm_36 = None
        convert_element_type_158: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_94, torch.float32);  view_94 = None
        add_35: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_149, convert_element_type_158);  convert_element_type_149 = convert_element_type_158 = None
        convert_element_type_159: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_35, torch.float32);  mm_35 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_54: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_35, primals_36);  primals_36 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_35: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_27, rsqrt_7)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_55: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_35, mul_35);  add_35 = mul_35 = None
        sum_3: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_55, [0, 1], True, dtype = torch.float32);  mul_55 = None
        view_95: "f32[512]" = torch.ops.aten.view.default(sum_3, [512]);  sum_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_56: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_54, add_27)
        mul_57: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_54, rsqrt_7);  mul_54 = None
        sum_4: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_56, [2], True, dtype = torch.float32);  mul_56 = None
        add_36: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_32, mul_57);  add_32 = mul_57 = None
        pow_12: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_7, 3);  rsqrt_7 = None
        mul_58: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
        mul_59: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_58, pow_12);  mul_58 = pow_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_14: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_59, [2, 256, 512]);  mul_59 = None
        div_5: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_14, 512);  expand_14 = None
        pow_13: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_27, 1.0);  add_27 = None
        mul_60: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_13, 2.0);  pow_13 = None
        mul_61: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_5, mul_60);  div_5 = mul_60 = None
        add_37: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_36, mul_61);  add_36 = mul_61 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_160: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_37, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_96: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_160, [512, 512]);  convert_element_type_160 = None
        permute_62: "bf16[512, 512]" = torch.ops.aten.permute.default(view_96, [1, 0])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_40: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(getitem_27, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_75: "bf16[2, 256, 512]" = torch.ops.aten.view.default(permute_40, [2, 256, -1]);  permute_40 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_76: "bf16[512, 512]" = torch.ops.aten.view.default(view_75, [512, 512]);  view_75 = None
        mm_37: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_62, view_76);  permute_62 = view_76 = None
        mm_38: "bf16[512, 512]" = torch.ops.aten.mm.default(view_96, permute_64);  view_96 = permute_64 = None
        view_97: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_38, [2, 256, 512]);  mm_38 = None
        convert_element_type_165: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_37, torch.float32);  mm_37 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_98: "bf16[2, 256, 8, 64]" = torch.ops.aten.view.default(view_97, [2, 256, 8, 64]);  view_97 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_66: "bf16[2, 8, 256, 64]" = torch.ops.aten.permute.default(view_98, [0, 2, 1, 3]);  view_98 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_cudnn_attention_backward = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_66, convert_element_type_112, convert_element_type_111, convert_element_type_110, getitem_27, getitem_28, getitem_33, getitem_34, where, None, None, 256, 256, 0.0, False, scale = 0.125);  permute_66 = convert_element_type_112 = convert_element_type_111 = convert_element_type_110 = getitem_27 = getitem_28 = getitem_33 = getitem_34 = None
        getitem_36: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward[0]
        getitem_37: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward[1]
        getitem_38: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward[2];  _scaled_dot_product_cudnn_attention_backward = None
        convert_element_type_166: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_36, torch.float32);  getitem_36 = None
        convert_element_type_167: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_37, torch.float32);  getitem_37 = None
        convert_element_type_168: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_38, torch.float32);  getitem_38 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_99: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_168, [2, 4, 2, 256, 64]);  convert_element_type_168 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_5: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_99, [2], True, dtype = torch.float32);  view_99 = None
        squeeze: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_5, 2);  sum_5 = None
        add_38: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_7, squeeze);  tangents_7 = squeeze = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_100: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_167, [2, 4, 2, 256, 64]);  convert_element_type_167 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_6: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_100, [2], True, dtype = torch.float32);  view_100 = None
        squeeze_1: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
        add_39: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_8, squeeze_1);  tangents_8 = squeeze_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        convert_element_type_169: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(add_38, torch.bfloat16);  add_38 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:122 in forward, code: freqs = (inv_freq_expanded @ position_ids_expanded).transpose(1, 2)
        unsqueeze_default: "f32[1, 32, 256]" = torch.ops.aten.unsqueeze.default(mm_default, 0);  mm_default = None
        permute: "f32[1, 256, 32]" = torch.ops.aten.permute.default(unsqueeze_default, [0, 2, 1]);  unsqueeze_default = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:123 in forward, code: emb = torch.cat((freqs, freqs), dim=-1)
        unsqueeze_10: "f32[1, 256, 1, 32]" = torch.ops.aten.unsqueeze.default(permute, 2);  permute = None
        expand_4: "f32[1, 256, 2, 32]" = torch.ops.aten.expand.default(unsqueeze_10, [1, 256, 2, 32]);  unsqueeze_10 = None
        clone: "f32[1, 256, 2, 32]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        view_3: "f32[1, 256, 64]" = torch.ops.aten.view.default(clone, [1, 256, 64]);  clone = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:125 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 256, 64]" = torch.ops.aten.sin.default(view_3)
        mul_1: "f32[1, 256, 64]" = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:157 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_12: "f32[1, 1, 256, 64]" = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_62: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_39, unsqueeze_12)
        convert_element_type_170: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_62, torch.bfloat16);  mul_62 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_19: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_170, 3, 0, 32)
        slice_20: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_170, 3, 32, 64);  convert_element_type_170 = None
        neg_13: "bf16[2, 4, 256, 32]" = torch.ops.aten.neg.default(slice_19);  slice_19 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        full_default_8: "bf16[2, 4, 256, 64]" = torch.ops.aten.full.default([2, 4, 256, 64], 0, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        slice_scatter: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, neg_13, 3, 32, 9223372036854775807);  neg_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_1: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, slice_20, 3, 0, 32);  slice_20 = None
        add_40: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter, slice_scatter_1);  slice_scatter = slice_scatter_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:124 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 256, 64]" = torch.ops.aten.cos.default(view_3);  view_3 = None
        mul: "f32[1, 256, 64]" = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:156 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_11: "f32[1, 1, 256, 64]" = torch.ops.aten.unsqueeze.default(mul, 1);  mul = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_63: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_39, unsqueeze_11);  add_39 = None
        convert_element_type_171: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_63, torch.bfloat16);  mul_63 = None
        add_41: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(add_40, convert_element_type_171);  add_40 = convert_element_type_171 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_64: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_166, unsqueeze_12)
        convert_element_type_172: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_64, torch.bfloat16);  mul_64 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_21: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_172, 3, 0, 32)
        slice_22: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_172, 3, 32, 64);  convert_element_type_172 = None
        neg_14: "bf16[2, 8, 256, 32]" = torch.ops.aten.neg.default(slice_21);  slice_21 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        full_default_10: "bf16[2, 8, 256, 64]" = torch.ops.aten.full.default([2, 8, 256, 64], 0, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        slice_scatter_2: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, neg_14, 3, 32, 9223372036854775807);  neg_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_3: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, slice_22, 3, 0, 32);  slice_22 = None
        add_42: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_2, slice_scatter_3);  slice_scatter_2 = slice_scatter_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_65: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_166, unsqueeze_11);  convert_element_type_166 = None
        convert_element_type_173: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_65, torch.bfloat16);  mul_65 = None
        add_43: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(add_42, convert_element_type_173);  add_42 = convert_element_type_173 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_67: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(convert_element_type_169, [0, 2, 1, 3]);  convert_element_type_169 = None
        clone_14: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_67, memory_format = torch.contiguous_format);  permute_67 = None
        view_101: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_14, [2, 256, 256]);  clone_14 = None
        view_102: "bf16[512, 256]" = torch.ops.aten.view.default(view_101, [512, 256]);  view_101 = None
        permute_68: "bf16[256, 512]" = torch.ops.aten.permute.default(view_102, [1, 0])
        mm_39: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_68, view_64);  permute_68 = None
        mm_40: "bf16[512, 512]" = torch.ops.aten.mm.default(view_102, permute_70);  view_102 = permute_70 = None
        view_103: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_40, [2, 256, 512]);  mm_40 = None
        convert_element_type_178: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_103, torch.float32);  view_103 = None
        convert_element_type_179: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_39, torch.float32);  mm_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_72: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(add_41, [0, 2, 1, 3]);  add_41 = None
        clone_15: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_72, memory_format = torch.contiguous_format);  permute_72 = None
        view_104: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_15, [2, 256, 256]);  clone_15 = None
        view_105: "bf16[512, 256]" = torch.ops.aten.view.default(view_104, [512, 256]);  view_104 = None
        permute_73: "bf16[256, 512]" = torch.ops.aten.permute.default(view_105, [1, 0])
        mm_41: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_73, view_64);  permute_73 = None
        mm_42: "bf16[512, 512]" = torch.ops.aten.mm.default(view_105, permute_75);  view_105 = permute_75 = None
        view_106: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_42, [2, 256, 512]);  mm_42 = None
        convert_element_type_184: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_106, torch.float32);  view_106 = None
        add_44: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_178, convert_element_type_184);  convert_element_type_178 = convert_element_type_184 = None
        convert_element_type_185: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_41, torch.float32);  mm_41 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_77: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(add_43, [0, 2, 1, 3]);  add_43 = None
        clone_16: "bf16[2, 256, 8, 64]" = torch.ops.aten.clone.default(permute_77, memory_format = torch.contiguous_format);  permute_77 = None
        view_107: "bf16[2, 256, 512]" = torch.ops.aten.view.default(clone_16, [2, 256, 512]);  clone_16 = None
        view_108: "bf16[512, 512]" = torch.ops.aten.view.default(view_107, [512, 512]);  view_107 = None
        permute_78: "bf16[512, 512]" = torch.ops.aten.permute.default(view_108, [1, 0])
        mm_43: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_78, view_64);  permute_78 = view_64 = None
        mm_44: "bf16[512, 512]" = torch.ops.aten.mm.default(view_108, permute_80);  view_108 = permute_80 = None
        view_109: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_44, [2, 256, 512]);  mm_44 = None
        convert_element_type_190: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_109, torch.float32);  view_109 = None
        add_45: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_44, convert_element_type_190);  add_44 = convert_element_type_190 = None
        convert_element_type_191: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_43, torch.float32);  mm_43 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_66: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_45, primals_31);  primals_31 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_29: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_23, rsqrt_6)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_67: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_45, mul_29);  add_45 = mul_29 = None
        sum_7: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_67, [0, 1], True, dtype = torch.float32);  mul_67 = None
        view_110: "f32[512]" = torch.ops.aten.view.default(sum_7, [512]);  sum_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_68: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_66, add_23)
        mul_69: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_66, rsqrt_6);  mul_66 = None
        sum_8: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_68, [2], True, dtype = torch.float32);  mul_68 = None
        add_46: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_37, mul_69);  add_37 = mul_69 = None
        pow_14: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_6, 3);  rsqrt_6 = None
        mul_70: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_8, -0.5);  sum_8 = None
        mul_71: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_70, pow_14);  mul_70 = pow_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_15: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_71, [2, 256, 512]);  mul_71 = None
        div_6: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_15, 512);  expand_15 = None
        pow_15: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_23, 1.0);  add_23 = None
        mul_72: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_15, 2.0);  pow_15 = None
        mul_73: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_6, mul_72);  div_6 = mul_72 = None
        add_47: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_46, mul_73);  add_46 = mul_73 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_192: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_47, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_111: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_192, [512, 512]);  convert_element_type_192 = None
        permute_82: "bf16[512, 512]" = torch.ops.aten.permute.default(view_111, [1, 0])
        mm_45: "bf16[512, 1376]" = torch.ops.aten.mm.default(permute_82, view_62);  permute_82 = view_62 = None
        mm_46: "bf16[512, 1376]" = torch.ops.aten.mm.default(view_111, permute_84);  view_111 = permute_84 = None
        view_112: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_46, [2, 256, 1376]);  mm_46 = None
        convert_element_type_197: "f32[512, 1376]" = torch.ops.prims.convert_element_type.default(mm_45, torch.float32);  mm_45 = None
        view_59: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_18, [2, 256, 1376]);  mm_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_88: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(view_59, torch.float32);  view_59 = None
        neg_8: "f32[2, 256, 1376]" = torch.ops.aten.neg.default(convert_element_type_88)
        exp_2: "f32[2, 256, 1376]" = torch.ops.aten.exp.default(neg_8);  neg_8 = None
        add_22: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(exp_2, 1);  exp_2 = None
        div_2: "f32[2, 256, 1376]" = torch.ops.aten.div.Tensor(convert_element_type_88, add_22)
        convert_element_type_89: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(div_2, torch.bfloat16);  div_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        mul_74: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_112, convert_element_type_89);  convert_element_type_89 = None
        view_61: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_19, [2, 256, 1376]);  mm_19 = None
        mul_75: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_112, view_61);  view_112 = view_61 = None
        view_113: "bf16[512, 1376]" = torch.ops.aten.view.default(mul_74, [512, 1376]);  mul_74 = None
        permute_86: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_113, [1, 0])
        mm_47: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_86, view_58);  permute_86 = None
        mm_48: "bf16[512, 512]" = torch.ops.aten.mm.default(view_113, permute_88);  view_113 = permute_88 = None
        view_114: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_48, [2, 256, 512]);  mm_48 = None
        convert_element_type_202: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_114, torch.float32);  view_114 = None
        convert_element_type_203: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_47, torch.float32);  mm_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_204: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_75, torch.float32);  mul_75 = None
        reciprocal_1: "f32[2, 256, 1376]" = torch.ops.aten.reciprocal.default(add_22);  add_22 = None
        mul_76: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1);  reciprocal_1 = None
        mul_77: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_204, mul_76);  convert_element_type_204 = None
        sub_1: "f32[2, 256, 1376]" = torch.ops.aten.sub.Tensor(1, mul_76);  mul_76 = None
        mul_78: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_88, sub_1);  convert_element_type_88 = sub_1 = None
        add_49: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(mul_78, 1);  mul_78 = None
        mul_79: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(mul_77, add_49);  mul_77 = add_49 = None
        convert_element_type_206: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_79, torch.bfloat16);  mul_79 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_115: "bf16[512, 1376]" = torch.ops.aten.view.default(convert_element_type_206, [512, 1376]);  convert_element_type_206 = None
        permute_90: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_115, [1, 0])
        mm_49: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_90, view_58);  permute_90 = view_58 = None
        mm_50: "bf16[512, 512]" = torch.ops.aten.mm.default(view_115, permute_92);  view_115 = permute_92 = None
        view_116: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_50, [2, 256, 512]);  mm_50 = None
        convert_element_type_211: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_116, torch.float32);  view_116 = None
        add_50: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_202, convert_element_type_211);  convert_element_type_202 = convert_element_type_211 = None
        convert_element_type_212: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_49, torch.float32);  mm_49 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_80: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_50, primals_27);  primals_27 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_26: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_20, rsqrt_5)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_81: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_50, mul_26);  add_50 = mul_26 = None
        sum_9: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_81, [0, 1], True, dtype = torch.float32);  mul_81 = None
        view_117: "f32[512]" = torch.ops.aten.view.default(sum_9, [512]);  sum_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_82: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_80, add_20)
        mul_83: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_80, rsqrt_5);  mul_80 = None
        sum_10: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_82, [2], True, dtype = torch.float32);  mul_82 = None
        add_51: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_47, mul_83);  add_47 = mul_83 = None
        pow_16: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_5, 3);  rsqrt_5 = None
        mul_84: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_10, -0.5);  sum_10 = None
        mul_85: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_84, pow_16);  mul_84 = pow_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_16: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_85, [2, 256, 512]);  mul_85 = None
        div_7: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_16, 512);  expand_16 = None
        pow_17: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_20, 1.0);  add_20 = None
        mul_86: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_17, 2.0);  pow_17 = None
        mul_87: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_7, mul_86);  div_7 = mul_86 = None
        add_52: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_51, mul_87);  add_51 = mul_87 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_213: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_52, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_118: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_213, [512, 512]);  convert_element_type_213 = None
        permute_94: "bf16[512, 512]" = torch.ops.aten.permute.default(view_118, [1, 0])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_29: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(getitem_18, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_55: "bf16[2, 256, 512]" = torch.ops.aten.view.default(permute_29, [2, 256, -1]);  permute_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_56: "bf16[512, 512]" = torch.ops.aten.view.default(view_55, [512, 512]);  view_55 = None
        mm_51: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_94, view_56);  permute_94 = view_56 = None
        mm_52: "bf16[512, 512]" = torch.ops.aten.mm.default(view_118, permute_96);  view_118 = permute_96 = None
        view_119: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_52, [2, 256, 512]);  mm_52 = None
        convert_element_type_218: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_51, torch.float32);  mm_51 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_120: "bf16[2, 256, 8, 64]" = torch.ops.aten.view.default(view_119, [2, 256, 8, 64]);  view_119 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_98: "bf16[2, 8, 256, 64]" = torch.ops.aten.permute.default(view_120, [0, 2, 1, 3]);  view_120 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_cudnn_attention_backward_1 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_98, convert_element_type_80, convert_element_type_79, convert_element_type_78, getitem_18, getitem_19, getitem_24, getitem_25, where, None, None, 256, 256, 0.0, False, scale = 0.125);  permute_98 = convert_element_type_80 = convert_element_type_79 = convert_element_type_78 = getitem_18 = getitem_19 = getitem_24 = getitem_25 = None
        getitem_39: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_1[0]
        getitem_40: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_1[1]
        getitem_41: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_1[2];  _scaled_dot_product_cudnn_attention_backward_1 = None
        convert_element_type_219: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_39, torch.float32);  getitem_39 = None
        convert_element_type_220: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_40, torch.float32);  getitem_40 = None
        convert_element_type_221: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_41, torch.float32);  getitem_41 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_121: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_221, [2, 4, 2, 256, 64]);  convert_element_type_221 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_11: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_121, [2], True, dtype = torch.float32);  view_121 = None
        squeeze_2: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_11, 2);  sum_11 = None
        add_53: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_5, squeeze_2);  tangents_5 = squeeze_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_122: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_220, [2, 4, 2, 256, 64]);  convert_element_type_220 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_12: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_122, [2], True, dtype = torch.float32);  view_122 = None
        squeeze_3: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_12, 2);  sum_12 = None
        add_54: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_6, squeeze_3);  tangents_6 = squeeze_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        convert_element_type_222: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(add_53, torch.bfloat16);  add_53 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_88: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_54, unsqueeze_12)
        convert_element_type_223: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_88, torch.bfloat16);  mul_88 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_25: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_223, 3, 0, 32)
        slice_26: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_223, 3, 32, 64);  convert_element_type_223 = None
        neg_16: "bf16[2, 4, 256, 32]" = torch.ops.aten.neg.default(slice_25);  slice_25 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_scatter_4: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, neg_16, 3, 32, 9223372036854775807);  neg_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_5: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, slice_26, 3, 0, 32);  slice_26 = None
        add_55: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_4, slice_scatter_5);  slice_scatter_4 = slice_scatter_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_89: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_54, unsqueeze_11);  add_54 = None
        convert_element_type_224: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_89, torch.bfloat16);  mul_89 = None
        add_56: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(add_55, convert_element_type_224);  add_55 = convert_element_type_224 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_90: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_219, unsqueeze_12)
        convert_element_type_225: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_90, torch.bfloat16);  mul_90 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_27: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_225, 3, 0, 32)
        slice_28: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_225, 3, 32, 64);  convert_element_type_225 = None
        neg_17: "bf16[2, 8, 256, 32]" = torch.ops.aten.neg.default(slice_27);  slice_27 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_scatter_6: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, neg_17, 3, 32, 9223372036854775807);  neg_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_7: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, slice_28, 3, 0, 32);  slice_28 = None
        add_57: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_6, slice_scatter_7);  slice_scatter_6 = slice_scatter_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_91: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_219, unsqueeze_11);  convert_element_type_219 = None
        convert_element_type_226: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_91, torch.bfloat16);  mul_91 = None
        add_58: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(add_57, convert_element_type_226);  add_57 = convert_element_type_226 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_99: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(convert_element_type_222, [0, 2, 1, 3]);  convert_element_type_222 = None
        clone_17: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_99, memory_format = torch.contiguous_format);  permute_99 = None
        view_123: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_17, [2, 256, 256]);  clone_17 = None
        view_124: "bf16[512, 256]" = torch.ops.aten.view.default(view_123, [512, 256]);  view_123 = None
        permute_100: "bf16[256, 512]" = torch.ops.aten.permute.default(view_124, [1, 0])
        mm_53: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_100, view_44);  permute_100 = None
        mm_54: "bf16[512, 512]" = torch.ops.aten.mm.default(view_124, permute_102);  view_124 = permute_102 = None
        view_125: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_54, [2, 256, 512]);  mm_54 = None
        convert_element_type_231: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_125, torch.float32);  view_125 = None
        convert_element_type_232: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_53, torch.float32);  mm_53 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_104: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(add_56, [0, 2, 1, 3]);  add_56 = None
        clone_18: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_104, memory_format = torch.contiguous_format);  permute_104 = None
        view_126: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_18, [2, 256, 256]);  clone_18 = None
        view_127: "bf16[512, 256]" = torch.ops.aten.view.default(view_126, [512, 256]);  view_126 = None
        permute_105: "bf16[256, 512]" = torch.ops.aten.permute.default(view_127, [1, 0])
        mm_55: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_105, view_44);  permute_105 = None
        mm_56: "bf16[512, 512]" = torch.ops.aten.mm.default(view_127, permute_107);  view_127 = permute_107 = None
        view_128: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_56, [2, 256, 512]);  mm_56 = None
        convert_element_type_237: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_128, torch.float32);  view_128 = None
        add_59: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_231, convert_element_type_237);  convert_element_type_231 = convert_element_type_237 = None
        convert_element_type_238: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_55, torch.float32);  mm_55 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_109: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(add_58, [0, 2, 1, 3]);  add_58 = None
        clone_19: "bf16[2, 256, 8, 64]" = torch.ops.aten.clone.default(permute_109, memory_format = torch.contiguous_format);  permute_109 = None
        view_129: "bf16[2, 256, 512]" = torch.ops.aten.view.default(clone_19, [2, 256, 512]);  clone_19 = None
        view_130: "bf16[512, 512]" = torch.ops.aten.view.default(view_129, [512, 512]);  view_129 = None
        permute_110: "bf16[512, 512]" = torch.ops.aten.permute.default(view_130, [1, 0])
        mm_57: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_110, view_44);  permute_110 = view_44 = None
        mm_58: "bf16[512, 512]" = torch.ops.aten.mm.default(view_130, permute_112);  view_130 = permute_112 = None
        view_131: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_58, [2, 256, 512]);  mm_58 = None
        convert_element_type_243: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_131, torch.float32);  view_131 = None
        add_60: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_59, convert_element_type_243);  add_59 = convert_element_type_243 = None
        convert_element_type_244: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_57, torch.float32);  mm_57 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_92: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_60, primals_22);  primals_22 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_20: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_16, rsqrt_4)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_93: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_60, mul_20);  add_60 = mul_20 = None
        sum_13: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_93, [0, 1], True, dtype = torch.float32);  mul_93 = None
        view_132: "f32[512]" = torch.ops.aten.view.default(sum_13, [512]);  sum_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_94: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_92, add_16)
        mul_95: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_92, rsqrt_4);  mul_92 = None
        sum_14: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_94, [2], True, dtype = torch.float32);  mul_94 = None
        add_61: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_52, mul_95);  add_52 = mul_95 = None
        pow_18: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_4, 3);  rsqrt_4 = None
        mul_96: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_14, -0.5);  sum_14 = None
        mul_97: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_96, pow_18);  mul_96 = pow_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_17: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_97, [2, 256, 512]);  mul_97 = None
        div_8: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_17, 512);  expand_17 = None
        pow_19: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_16, 1.0);  add_16 = None
        mul_98: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_19, 2.0);  pow_19 = None
        mul_99: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_8, mul_98);  div_8 = mul_98 = None
        add_62: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_61, mul_99);  add_61 = mul_99 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_245: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_62, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_133: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_245, [512, 512]);  convert_element_type_245 = None
        permute_114: "bf16[512, 512]" = torch.ops.aten.permute.default(view_133, [1, 0])
        mm_59: "bf16[512, 1376]" = torch.ops.aten.mm.default(permute_114, view_42);  permute_114 = view_42 = None
        mm_60: "bf16[512, 1376]" = torch.ops.aten.mm.default(view_133, permute_116);  view_133 = permute_116 = None
        view_134: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_60, [2, 256, 1376]);  mm_60 = None
        convert_element_type_250: "f32[512, 1376]" = torch.ops.prims.convert_element_type.default(mm_59, torch.float32);  mm_59 = None
        view_39: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_11, [2, 256, 1376]);  mm_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_56: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(view_39, torch.float32);  view_39 = None
        neg_5: "f32[2, 256, 1376]" = torch.ops.aten.neg.default(convert_element_type_56)
        exp_1: "f32[2, 256, 1376]" = torch.ops.aten.exp.default(neg_5);  neg_5 = None
        add_15: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1: "f32[2, 256, 1376]" = torch.ops.aten.div.Tensor(convert_element_type_56, add_15)
        convert_element_type_57: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(div_1, torch.bfloat16);  div_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        mul_100: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_134, convert_element_type_57);  convert_element_type_57 = None
        view_41: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_12, [2, 256, 1376]);  mm_12 = None
        mul_101: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_134, view_41);  view_134 = view_41 = None
        view_135: "bf16[512, 1376]" = torch.ops.aten.view.default(mul_100, [512, 1376]);  mul_100 = None
        permute_118: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_135, [1, 0])
        mm_61: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_118, view_38);  permute_118 = None
        mm_62: "bf16[512, 512]" = torch.ops.aten.mm.default(view_135, permute_120);  view_135 = permute_120 = None
        view_136: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_62, [2, 256, 512]);  mm_62 = None
        convert_element_type_255: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_136, torch.float32);  view_136 = None
        convert_element_type_256: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_61, torch.float32);  mm_61 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_257: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_101, torch.float32);  mul_101 = None
        reciprocal_2: "f32[2, 256, 1376]" = torch.ops.aten.reciprocal.default(add_15);  add_15 = None
        mul_102: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(reciprocal_2, 1);  reciprocal_2 = None
        mul_103: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_257, mul_102);  convert_element_type_257 = None
        sub_2: "f32[2, 256, 1376]" = torch.ops.aten.sub.Tensor(1, mul_102);  mul_102 = None
        mul_104: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_56, sub_2);  convert_element_type_56 = sub_2 = None
        add_64: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(mul_104, 1);  mul_104 = None
        mul_105: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(mul_103, add_64);  mul_103 = add_64 = None
        convert_element_type_259: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_105, torch.bfloat16);  mul_105 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_137: "bf16[512, 1376]" = torch.ops.aten.view.default(convert_element_type_259, [512, 1376]);  convert_element_type_259 = None
        permute_122: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_137, [1, 0])
        mm_63: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_122, view_38);  permute_122 = view_38 = None
        mm_64: "bf16[512, 512]" = torch.ops.aten.mm.default(view_137, permute_124);  view_137 = permute_124 = None
        view_138: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_64, [2, 256, 512]);  mm_64 = None
        convert_element_type_264: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_138, torch.float32);  view_138 = None
        add_65: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_255, convert_element_type_264);  convert_element_type_255 = convert_element_type_264 = None
        convert_element_type_265: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_63, torch.float32);  mm_63 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_106: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_65, primals_18);  primals_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_17: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_13, rsqrt_3)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_107: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_65, mul_17);  add_65 = mul_17 = None
        sum_15: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_107, [0, 1], True, dtype = torch.float32);  mul_107 = None
        view_139: "f32[512]" = torch.ops.aten.view.default(sum_15, [512]);  sum_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_108: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_106, add_13)
        mul_109: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_106, rsqrt_3);  mul_106 = None
        sum_16: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_108, [2], True, dtype = torch.float32);  mul_108 = None
        add_66: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_62, mul_109);  add_62 = mul_109 = None
        pow_20: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_3, 3);  rsqrt_3 = None
        mul_110: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
        mul_111: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_110, pow_20);  mul_110 = pow_20 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_18: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_111, [2, 256, 512]);  mul_111 = None
        div_9: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_18, 512);  expand_18 = None
        pow_21: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_13, 1.0);  add_13 = None
        mul_112: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_21, 2.0);  pow_21 = None
        mul_113: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_9, mul_112);  div_9 = mul_112 = None
        add_67: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_66, mul_113);  add_66 = mul_113 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_266: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_67, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_140: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_266, [512, 512]);  convert_element_type_266 = None
        permute_126: "bf16[512, 512]" = torch.ops.aten.permute.default(view_140, [1, 0])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_18: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(getitem_9, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_35: "bf16[2, 256, 512]" = torch.ops.aten.view.default(permute_18, [2, 256, -1]);  permute_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_36: "bf16[512, 512]" = torch.ops.aten.view.default(view_35, [512, 512]);  view_35 = None
        mm_65: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_126, view_36);  permute_126 = view_36 = None
        mm_66: "bf16[512, 512]" = torch.ops.aten.mm.default(view_140, permute_128);  view_140 = permute_128 = None
        view_141: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_66, [2, 256, 512]);  mm_66 = None
        convert_element_type_271: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_65, torch.float32);  mm_65 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_142: "bf16[2, 256, 8, 64]" = torch.ops.aten.view.default(view_141, [2, 256, 8, 64]);  view_141 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_130: "bf16[2, 8, 256, 64]" = torch.ops.aten.permute.default(view_142, [0, 2, 1, 3]);  view_142 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_cudnn_attention_backward_2 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_130, convert_element_type_48, convert_element_type_47, convert_element_type_46, getitem_9, getitem_10, getitem_15, getitem_16, where, None, None, 256, 256, 0.0, False, scale = 0.125);  permute_130 = convert_element_type_48 = convert_element_type_47 = convert_element_type_46 = getitem_9 = getitem_10 = getitem_15 = getitem_16 = None
        getitem_42: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_2[0]
        getitem_43: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_2[1]
        getitem_44: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_2[2];  _scaled_dot_product_cudnn_attention_backward_2 = None
        convert_element_type_272: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_42, torch.float32);  getitem_42 = None
        convert_element_type_273: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_43, torch.float32);  getitem_43 = None
        convert_element_type_274: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_44, torch.float32);  getitem_44 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_143: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_274, [2, 4, 2, 256, 64]);  convert_element_type_274 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_17: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_143, [2], True, dtype = torch.float32);  view_143 = None
        squeeze_4: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_17, 2);  sum_17 = None
        add_68: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_3, squeeze_4);  tangents_3 = squeeze_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_144: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_273, [2, 4, 2, 256, 64]);  convert_element_type_273 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_18: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_144, [2], True, dtype = torch.float32);  view_144 = None
        squeeze_5: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_18, 2);  sum_18 = None
        add_69: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_4, squeeze_5);  tangents_4 = squeeze_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        convert_element_type_275: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(add_68, torch.bfloat16);  add_68 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_114: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_69, unsqueeze_12)
        convert_element_type_276: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_114, torch.bfloat16);  mul_114 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_31: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_276, 3, 0, 32)
        slice_32: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_276, 3, 32, 64);  convert_element_type_276 = None
        neg_19: "bf16[2, 4, 256, 32]" = torch.ops.aten.neg.default(slice_31);  slice_31 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_scatter_8: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, neg_19, 3, 32, 9223372036854775807);  neg_19 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_9: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, slice_32, 3, 0, 32);  slice_32 = None
        add_70: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_8, slice_scatter_9);  slice_scatter_8 = slice_scatter_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_115: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_69, unsqueeze_11);  add_69 = None
        convert_element_type_277: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_115, torch.bfloat16);  mul_115 = None
        add_71: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(add_70, convert_element_type_277);  add_70 = convert_element_type_277 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_116: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_272, unsqueeze_12)
        convert_element_type_278: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_116, torch.bfloat16);  mul_116 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_33: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_278, 3, 0, 32)
        slice_34: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_278, 3, 32, 64);  convert_element_type_278 = None
        neg_20: "bf16[2, 8, 256, 32]" = torch.ops.aten.neg.default(slice_33);  slice_33 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_scatter_10: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, neg_20, 3, 32, 9223372036854775807);  neg_20 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_11: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, slice_34, 3, 0, 32);  slice_34 = None
        add_72: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_10, slice_scatter_11);  slice_scatter_10 = slice_scatter_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_117: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_272, unsqueeze_11);  convert_element_type_272 = None
        convert_element_type_279: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_117, torch.bfloat16);  mul_117 = None
        add_73: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(add_72, convert_element_type_279);  add_72 = convert_element_type_279 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_131: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(convert_element_type_275, [0, 2, 1, 3]);  convert_element_type_275 = None
        clone_20: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_131, memory_format = torch.contiguous_format);  permute_131 = None
        view_145: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_20, [2, 256, 256]);  clone_20 = None
        view_146: "bf16[512, 256]" = torch.ops.aten.view.default(view_145, [512, 256]);  view_145 = None
        permute_132: "bf16[256, 512]" = torch.ops.aten.permute.default(view_146, [1, 0])
        mm_67: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_132, view_24);  permute_132 = None
        mm_68: "bf16[512, 512]" = torch.ops.aten.mm.default(view_146, permute_134);  view_146 = permute_134 = None
        view_147: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_68, [2, 256, 512]);  mm_68 = None
        convert_element_type_284: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_147, torch.float32);  view_147 = None
        convert_element_type_285: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_67, torch.float32);  mm_67 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_136: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(add_71, [0, 2, 1, 3]);  add_71 = None
        clone_21: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_136, memory_format = torch.contiguous_format);  permute_136 = None
        view_148: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_21, [2, 256, 256]);  clone_21 = None
        view_149: "bf16[512, 256]" = torch.ops.aten.view.default(view_148, [512, 256]);  view_148 = None
        permute_137: "bf16[256, 512]" = torch.ops.aten.permute.default(view_149, [1, 0])
        mm_69: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_137, view_24);  permute_137 = None
        mm_70: "bf16[512, 512]" = torch.ops.aten.mm.default(view_149, permute_139);  view_149 = permute_139 = None
        view_150: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_70, [2, 256, 512]);  mm_70 = None
        convert_element_type_290: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_150, torch.float32);  view_150 = None
        add_74: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_284, convert_element_type_290);  convert_element_type_284 = convert_element_type_290 = None
        convert_element_type_291: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_69, torch.float32);  mm_69 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_141: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(add_73, [0, 2, 1, 3]);  add_73 = None
        clone_22: "bf16[2, 256, 8, 64]" = torch.ops.aten.clone.default(permute_141, memory_format = torch.contiguous_format);  permute_141 = None
        view_151: "bf16[2, 256, 512]" = torch.ops.aten.view.default(clone_22, [2, 256, 512]);  clone_22 = None
        view_152: "bf16[512, 512]" = torch.ops.aten.view.default(view_151, [512, 512]);  view_151 = None
        permute_142: "bf16[512, 512]" = torch.ops.aten.permute.default(view_152, [1, 0])
        mm_71: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_142, view_24);  permute_142 = view_24 = None
        mm_72: "bf16[512, 512]" = torch.ops.aten.mm.default(view_152, permute_144);  view_152 = permute_144 = None
        view_153: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_72, [2, 256, 512]);  mm_72 = None
        convert_element_type_296: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_153, torch.float32);  view_153 = None
        add_75: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_74, convert_element_type_296);  add_74 = convert_element_type_296 = None
        convert_element_type_297: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_71, torch.float32);  mm_71 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_118: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_75, primals_13);  primals_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_11: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_119: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_75, mul_11);  add_75 = mul_11 = None
        sum_19: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_119, [0, 1], True, dtype = torch.float32);  mul_119 = None
        view_154: "f32[512]" = torch.ops.aten.view.default(sum_19, [512]);  sum_19 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_120: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_118, add_9)
        mul_121: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_118, rsqrt_2);  mul_118 = None
        sum_20: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_120, [2], True, dtype = torch.float32);  mul_120 = None
        add_76: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_67, mul_121);  add_67 = mul_121 = None
        pow_22: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_2, 3);  rsqrt_2 = None
        mul_122: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
        mul_123: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_122, pow_22);  mul_122 = pow_22 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_19: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_123, [2, 256, 512]);  mul_123 = None
        div_10: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_19, 512);  expand_19 = None
        pow_23: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0);  add_9 = None
        mul_124: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_23, 2.0);  pow_23 = None
        mul_125: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_10, mul_124);  div_10 = mul_124 = None
        add_77: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_76, mul_125);  add_76 = mul_125 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_298: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_77, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_155: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_298, [512, 512]);  convert_element_type_298 = None
        permute_146: "bf16[512, 512]" = torch.ops.aten.permute.default(view_155, [1, 0])
        mm_73: "bf16[512, 1376]" = torch.ops.aten.mm.default(permute_146, view_22);  permute_146 = view_22 = None
        mm_74: "bf16[512, 1376]" = torch.ops.aten.mm.default(view_155, permute_148);  view_155 = permute_148 = None
        view_156: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_74, [2, 256, 1376]);  mm_74 = None
        convert_element_type_303: "f32[512, 1376]" = torch.ops.prims.convert_element_type.default(mm_73, torch.float32);  mm_73 = None
        view_19: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_4, [2, 256, 1376]);  mm_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_24: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(view_19, torch.float32);  view_19 = None
        neg_2: "f32[2, 256, 1376]" = torch.ops.aten.neg.default(convert_element_type_24)
        exp: "f32[2, 256, 1376]" = torch.ops.aten.exp.default(neg_2);  neg_2 = None
        add_8: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[2, 256, 1376]" = torch.ops.aten.div.Tensor(convert_element_type_24, add_8)
        convert_element_type_25: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(div, torch.bfloat16);  div = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        mul_126: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_156, convert_element_type_25);  convert_element_type_25 = None
        view_21: "bf16[2, 256, 1376]" = torch.ops.aten.view.default(mm_5, [2, 256, 1376]);  mm_5 = None
        mul_127: "bf16[2, 256, 1376]" = torch.ops.aten.mul.Tensor(view_156, view_21);  view_156 = view_21 = None
        view_157: "bf16[512, 1376]" = torch.ops.aten.view.default(mul_126, [512, 1376]);  mul_126 = None
        permute_150: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_157, [1, 0])
        mm_75: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_150, view_18);  permute_150 = None
        mm_76: "bf16[512, 512]" = torch.ops.aten.mm.default(view_157, permute_152);  view_157 = permute_152 = None
        view_158: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_76, [2, 256, 512]);  mm_76 = None
        convert_element_type_308: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_158, torch.float32);  view_158 = None
        convert_element_type_309: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_75, torch.float32);  mm_75 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_310: "f32[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_127, torch.float32);  mul_127 = None
        reciprocal_3: "f32[2, 256, 1376]" = torch.ops.aten.reciprocal.default(add_8);  add_8 = None
        mul_128: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(reciprocal_3, 1);  reciprocal_3 = None
        mul_129: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_310, mul_128);  convert_element_type_310 = None
        sub_3: "f32[2, 256, 1376]" = torch.ops.aten.sub.Tensor(1, mul_128);  mul_128 = None
        mul_130: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(convert_element_type_24, sub_3);  convert_element_type_24 = sub_3 = None
        add_79: "f32[2, 256, 1376]" = torch.ops.aten.add.Tensor(mul_130, 1);  mul_130 = None
        mul_131: "f32[2, 256, 1376]" = torch.ops.aten.mul.Tensor(mul_129, add_79);  mul_129 = add_79 = None
        convert_element_type_312: "bf16[2, 256, 1376]" = torch.ops.prims.convert_element_type.default(mul_131, torch.bfloat16);  mul_131 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_159: "bf16[512, 1376]" = torch.ops.aten.view.default(convert_element_type_312, [512, 1376]);  convert_element_type_312 = None
        permute_154: "bf16[1376, 512]" = torch.ops.aten.permute.default(view_159, [1, 0])
        mm_77: "bf16[1376, 512]" = torch.ops.aten.mm.default(permute_154, view_18);  permute_154 = view_18 = None
        mm_78: "bf16[512, 512]" = torch.ops.aten.mm.default(view_159, permute_156);  view_159 = permute_156 = None
        view_160: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_78, [2, 256, 512]);  mm_78 = None
        convert_element_type_317: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_160, torch.float32);  view_160 = None
        add_80: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_308, convert_element_type_317);  convert_element_type_308 = convert_element_type_317 = None
        convert_element_type_318: "f32[1376, 512]" = torch.ops.prims.convert_element_type.default(mm_77, torch.float32);  mm_77 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_132: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_80, primals_9);  primals_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_17: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_3, [2, 256, 512]);  mm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        add_6: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(embedding, view_17);  view_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_8: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_6, rsqrt_1)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_133: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_80, mul_8);  add_80 = mul_8 = None
        sum_21: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_133, [0, 1], True, dtype = torch.float32);  mul_133 = None
        view_161: "f32[512]" = torch.ops.aten.view.default(sum_21, [512]);  sum_21 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_134: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_132, add_6)
        mul_135: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_132, rsqrt_1);  mul_132 = None
        sum_22: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_134, [2], True, dtype = torch.float32);  mul_134 = None
        add_81: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_77, mul_135);  add_77 = mul_135 = None
        pow_24: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_1, 3);  rsqrt_1 = None
        mul_136: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_22, -0.5);  sum_22 = None
        mul_137: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_136, pow_24);  mul_136 = pow_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_20: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_137, [2, 256, 512]);  mul_137 = None
        div_11: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_20, 512);  expand_20 = None
        pow_25: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(add_6, 1.0);  add_6 = None
        mul_138: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_25, 2.0);  pow_25 = None
        mul_139: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_11, mul_138);  div_11 = mul_138 = None
        add_82: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_81, mul_139);  add_81 = mul_139 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        convert_element_type_319: "bf16[2, 256, 512]" = torch.ops.prims.convert_element_type.default(add_82, torch.bfloat16)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_162: "bf16[512, 512]" = torch.ops.aten.view.default(convert_element_type_319, [512, 512]);  convert_element_type_319 = None
        permute_158: "bf16[512, 512]" = torch.ops.aten.permute.default(view_162, [1, 0])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_15: "bf16[2, 256, 512]" = torch.ops.aten.view.default(permute_7, [2, 256, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        view_16: "bf16[512, 512]" = torch.ops.aten.view.default(view_15, [512, 512]);  view_15 = None
        mm_79: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_158, view_16);  permute_158 = view_16 = None
        mm_80: "bf16[512, 512]" = torch.ops.aten.mm.default(view_162, permute_160);  view_162 = permute_160 = None
        view_163: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_80, [2, 256, 512]);  mm_80 = None
        convert_element_type_324: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_79, torch.float32);  mm_79 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_164: "bf16[2, 256, 8, 64]" = torch.ops.aten.view.default(view_163, [2, 256, 8, 64]);  view_163 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_162: "bf16[2, 8, 256, 64]" = torch.ops.aten.permute.default(view_164, [0, 2, 1, 3]);  view_164 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_cudnn_attention_backward_3 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_162, convert_element_type_16, convert_element_type_15, convert_element_type_14, getitem, getitem_1, getitem_6, getitem_7, where, None, None, 256, 256, 0.0, False, scale = 0.125);  permute_162 = convert_element_type_16 = convert_element_type_15 = convert_element_type_14 = getitem = getitem_1 = getitem_6 = getitem_7 = where = None
        getitem_45: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_3[0]
        getitem_46: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_3[1]
        getitem_47: "bf16[2, 8, 256, 64]" = _scaled_dot_product_cudnn_attention_backward_3[2];  _scaled_dot_product_cudnn_attention_backward_3 = None
        convert_element_type_325: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_45, torch.float32);  getitem_45 = None
        convert_element_type_326: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_46, torch.float32);  getitem_46 = None
        convert_element_type_327: "f32[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(getitem_47, torch.float32);  getitem_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_165: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_327, [2, 4, 2, 256, 64]);  convert_element_type_327 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_23: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_165, [2], True, dtype = torch.float32);  view_165 = None
        squeeze_6: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_23, 2);  sum_23 = None
        add_83: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_1, squeeze_6);  tangents_1 = squeeze_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_166: "f32[2, 4, 2, 256, 64]" = torch.ops.aten.view.default(convert_element_type_326, [2, 4, 2, 256, 64]);  convert_element_type_326 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_24: "f32[2, 4, 1, 256, 64]" = torch.ops.aten.sum.dim_IntList(view_166, [2], True, dtype = torch.float32);  view_166 = None
        squeeze_7: "f32[2, 4, 256, 64]" = torch.ops.aten.squeeze.dim(sum_24, 2);  sum_24 = None
        add_84: "f32[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(tangents_2, squeeze_7);  tangents_2 = squeeze_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        convert_element_type_328: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(add_83, torch.bfloat16);  add_83 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_140: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_84, unsqueeze_12)
        convert_element_type_329: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_140, torch.bfloat16);  mul_140 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_37: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_329, 3, 0, 32)
        slice_38: "bf16[2, 4, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_329, 3, 32, 64);  convert_element_type_329 = None
        neg_22: "bf16[2, 4, 256, 32]" = torch.ops.aten.neg.default(slice_37);  slice_37 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_scatter_12: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, neg_22, 3, 32, 9223372036854775807);  neg_22 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_13: "bf16[2, 4, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_8, slice_38, 3, 0, 32);  full_default_8 = slice_38 = None
        add_85: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_12, slice_scatter_13);  slice_scatter_12 = slice_scatter_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_141: "f32[2, 4, 256, 64]" = torch.ops.aten.mul.Tensor(add_84, unsqueeze_11);  add_84 = None
        convert_element_type_330: "bf16[2, 4, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_141, torch.bfloat16);  mul_141 = None
        add_86: "bf16[2, 4, 256, 64]" = torch.ops.aten.add.Tensor(add_85, convert_element_type_330);  add_85 = convert_element_type_330 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_142: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_325, unsqueeze_12);  unsqueeze_12 = None
        convert_element_type_331: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_142, torch.bfloat16);  mul_142 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_39: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_331, 3, 0, 32)
        slice_40: "bf16[2, 8, 256, 32]" = torch.ops.aten.slice.Tensor(convert_element_type_331, 3, 32, 64);  convert_element_type_331 = None
        neg_23: "bf16[2, 8, 256, 32]" = torch.ops.aten.neg.default(slice_39);  slice_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_scatter_14: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, neg_23, 3, 32, 9223372036854775807);  neg_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_scatter_15: "bf16[2, 8, 256, 64]" = torch.ops.aten.slice_scatter.default(full_default_10, slice_40, 3, 0, 32);  full_default_10 = slice_40 = None
        add_87: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(slice_scatter_14, slice_scatter_15);  slice_scatter_14 = slice_scatter_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_143: "f32[2, 8, 256, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_325, unsqueeze_11);  convert_element_type_325 = unsqueeze_11 = None
        convert_element_type_332: "bf16[2, 8, 256, 64]" = torch.ops.prims.convert_element_type.default(mul_143, torch.bfloat16);  mul_143 = None
        add_88: "bf16[2, 8, 256, 64]" = torch.ops.aten.add.Tensor(add_87, convert_element_type_332);  add_87 = convert_element_type_332 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_163: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(convert_element_type_328, [0, 2, 1, 3]);  convert_element_type_328 = None
        clone_23: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_163, memory_format = torch.contiguous_format);  permute_163 = None
        view_167: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_23, [2, 256, 256]);  clone_23 = None
        view_168: "bf16[512, 256]" = torch.ops.aten.view.default(view_167, [512, 256]);  view_167 = None
        permute_164: "bf16[256, 512]" = torch.ops.aten.permute.default(view_168, [1, 0])
        mm_81: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_164, view_4);  permute_164 = None
        mm_82: "bf16[512, 512]" = torch.ops.aten.mm.default(view_168, permute_166);  view_168 = permute_166 = None
        view_169: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_82, [2, 256, 512]);  mm_82 = None
        convert_element_type_337: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_169, torch.float32);  view_169 = None
        convert_element_type_338: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_81, torch.float32);  mm_81 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_168: "bf16[2, 256, 4, 64]" = torch.ops.aten.permute.default(add_86, [0, 2, 1, 3]);  add_86 = None
        clone_24: "bf16[2, 256, 4, 64]" = torch.ops.aten.clone.default(permute_168, memory_format = torch.contiguous_format);  permute_168 = None
        view_170: "bf16[2, 256, 256]" = torch.ops.aten.view.default(clone_24, [2, 256, 256]);  clone_24 = None
        view_171: "bf16[512, 256]" = torch.ops.aten.view.default(view_170, [512, 256]);  view_170 = None
        permute_169: "bf16[256, 512]" = torch.ops.aten.permute.default(view_171, [1, 0])
        mm_83: "bf16[256, 512]" = torch.ops.aten.mm.default(permute_169, view_4);  permute_169 = None
        mm_84: "bf16[512, 512]" = torch.ops.aten.mm.default(view_171, permute_171);  view_171 = permute_171 = None
        view_172: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_84, [2, 256, 512]);  mm_84 = None
        convert_element_type_343: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_172, torch.float32);  view_172 = None
        add_89: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(convert_element_type_337, convert_element_type_343);  convert_element_type_337 = convert_element_type_343 = None
        convert_element_type_344: "f32[256, 512]" = torch.ops.prims.convert_element_type.default(mm_83, torch.float32);  mm_83 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_173: "bf16[2, 256, 8, 64]" = torch.ops.aten.permute.default(add_88, [0, 2, 1, 3]);  add_88 = None
        clone_25: "bf16[2, 256, 8, 64]" = torch.ops.aten.clone.default(permute_173, memory_format = torch.contiguous_format);  permute_173 = None
        view_173: "bf16[2, 256, 512]" = torch.ops.aten.view.default(clone_25, [2, 256, 512]);  clone_25 = None
        view_174: "bf16[512, 512]" = torch.ops.aten.view.default(view_173, [512, 512]);  view_173 = None
        permute_174: "bf16[512, 512]" = torch.ops.aten.permute.default(view_174, [1, 0])
        mm_85: "bf16[512, 512]" = torch.ops.aten.mm.default(permute_174, view_4);  permute_174 = view_4 = None
        mm_86: "bf16[512, 512]" = torch.ops.aten.mm.default(view_174, permute_176);  view_174 = permute_176 = None
        view_175: "bf16[2, 256, 512]" = torch.ops.aten.view.default(mm_86, [2, 256, 512]);  mm_86 = None
        convert_element_type_349: "f32[2, 256, 512]" = torch.ops.prims.convert_element_type.default(view_175, torch.float32);  view_175 = None
        add_90: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_89, convert_element_type_349);  add_89 = convert_element_type_349 = None
        convert_element_type_350: "f32[512, 512]" = torch.ops.prims.convert_element_type.default(mm_85, torch.float32);  mm_85 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_144: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_90, primals_4);  primals_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_2: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(embedding, rsqrt)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_145: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(add_90, mul_2);  add_90 = mul_2 = None
        sum_25: "f32[1, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_145, [0, 1], True, dtype = torch.float32);  mul_145 = None
        view_176: "f32[512]" = torch.ops.aten.view.default(sum_25, [512]);  sum_25 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_146: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_144, embedding)
        mul_147: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(mul_144, rsqrt);  mul_144 = None
        sum_26: "f32[2, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_146, [2], True, dtype = torch.float32);  mul_146 = None
        add_91: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_82, mul_147);  add_82 = mul_147 = None
        pow_26: "f32[2, 256, 1]" = torch.ops.aten.pow.Tensor_Scalar(rsqrt, 3);  rsqrt = None
        mul_148: "f32[2, 256, 1]" = torch.ops.aten.mul.Scalar(sum_26, -0.5);  sum_26 = None
        mul_149: "f32[2, 256, 1]" = torch.ops.aten.mul.Tensor(mul_148, pow_26);  mul_148 = pow_26 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_21: "f32[2, 256, 512]" = torch.ops.aten.expand.default(mul_149, [2, 256, 512]);  mul_149 = None
        div_12: "f32[2, 256, 512]" = torch.ops.aten.div.Scalar(expand_21, 512);  expand_21 = None
        pow_27: "f32[2, 256, 512]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 1.0);  embedding = None
        mul_150: "f32[2, 256, 512]" = torch.ops.aten.mul.Scalar(pow_27, 2.0);  pow_27 = None
        mul_151: "f32[2, 256, 512]" = torch.ops.aten.mul.Tensor(div_12, mul_150);  div_12 = mul_150 = None
        add_92: "f32[2, 256, 512]" = torch.ops.aten.add.Tensor(add_91, mul_151);  add_91 = mul_151 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:381 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        eq: "b8[2, 256]" = torch.ops.aten.eq.Scalar(primals_1, -1)
        unsqueeze_27: "b8[2, 256, 1]" = torch.ops.aten.unsqueeze.default(eq, -1);  eq = None
        full_default_24: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_4: "f32[2, 256, 512]" = torch.ops.aten.where.self(unsqueeze_27, full_default_24, add_92);  unsqueeze_27 = full_default_24 = add_92 = None
        full_default_25: "f32[4096, 512]" = torch.ops.aten.full.default([4096, 512], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[4096, 512]" = torch.ops.aten.index_put.default(full_default_25, [primals_1], where_4, True);  full_default_25 = primals_1 = where_4 = None
        return (None, index_put, None, view_176, convert_element_type_350, convert_element_type_344, convert_element_type_338, convert_element_type_324, view_161, convert_element_type_318, convert_element_type_309, convert_element_type_303, view_154, convert_element_type_297, convert_element_type_291, convert_element_type_285, convert_element_type_271, view_139, convert_element_type_265, convert_element_type_256, convert_element_type_250, view_132, convert_element_type_244, convert_element_type_238, convert_element_type_232, convert_element_type_218, view_117, convert_element_type_212, convert_element_type_203, convert_element_type_197, view_110, convert_element_type_191, convert_element_type_185, convert_element_type_179, convert_element_type_165, view_95, convert_element_type_159, convert_element_type_150, convert_element_type_144, view_88, convert_element_type_138)
