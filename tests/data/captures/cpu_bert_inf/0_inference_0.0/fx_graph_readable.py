class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[2, 64]", arg1_1: "i64[1, 512]", arg2_1: "i64[1, 512]", arg3_1: "f32[1000, 128]", arg4_1: "f32[2, 128]", arg5_1: "f32[512, 128]", arg6_1: "f32[128]", arg7_1: "f32[128]", arg8_1: "f32[128, 128]", arg9_1: "f32[128]", arg10_1: "f32[128, 128]", arg11_1: "f32[128]", arg12_1: "f32[128, 128]", arg13_1: "f32[128]", arg14_1: "f32[128, 128]", arg15_1: "f32[128]", arg16_1: "f32[128]", arg17_1: "f32[128]", arg18_1: "f32[512, 128]", arg19_1: "f32[512]", arg20_1: "f32[128, 512]", arg21_1: "f32[128]", arg22_1: "f32[128]", arg23_1: "f32[128]", arg24_1: "f32[128, 128]", arg25_1: "f32[128]", arg26_1: "f32[128, 128]", arg27_1: "f32[128]", arg28_1: "f32[128, 128]", arg29_1: "f32[128]", arg30_1: "f32[128, 128]", arg31_1: "f32[128]", arg32_1: "f32[128]", arg33_1: "f32[128]", arg34_1: "f32[512, 128]", arg35_1: "f32[512]", arg36_1: "f32[128, 512]", arg37_1: "f32[128]", arg38_1: "f32[128]", arg39_1: "f32[128]", arg40_1: "f32[128, 128]", arg41_1: "f32[128]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:84 in forward, code: position_ids = self.position_ids[:, past_key_values_length : seq_length + past_key_values_length]
        slice_1: "i64[1, 64]" = torch.ops.aten.slice.Tensor(arg1_1, 1, 0, 64);  arg1_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:92 in forward, code: buffered_token_type_ids = self.token_type_ids.expand(position_ids.shape[0], -1)
        expand: "i64[1, 512]" = torch.ops.aten.expand.default(arg2_1, [1, -1]);  arg2_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:93 in forward, code: buffered_token_type_ids = torch.gather(buffered_token_type_ids, dim=1, index=position_ids)
        gather: "i64[1, 64]" = torch.ops.aten.gather.default(expand, 1, slice_1);  expand = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:94 in forward, code: token_type_ids = buffered_token_type_ids.expand(batch_size, seq_length)
        expand_1: "i64[2, 64]" = torch.ops.aten.expand.default(gather, [2, 64]);  gather = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:99 in forward, code: inputs_embeds = self.word_embeddings(input_ids)
        embedding: "f32[2, 64, 128]" = torch.ops.aten.embedding.default(arg3_1, arg0_1, 0);  arg3_1 = arg0_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:100 in forward, code: token_type_embeddings = self.token_type_embeddings(token_type_ids)
        embedding_1: "f32[2, 64, 128]" = torch.ops.aten.embedding.default(arg4_1, expand_1);  arg4_1 = expand_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:101 in forward, code: embeddings = inputs_embeds + token_type_embeddings
        add: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:103 in forward, code: position_embeddings = self.position_embeddings(position_ids)
        embedding_2: "f32[1, 64, 128]" = torch.ops.aten.embedding.default(arg5_1, slice_1);  arg5_1 = slice_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:104 in forward, code: embeddings = embeddings + position_embeddings
        add_1: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(add, embedding_2);  add = embedding_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:106 in forward, code: embeddings = self.LayerNorm(embeddings)
        var_mean = torch.ops.aten.var_mean.correction(add_1, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 64, 1]" = var_mean[0]
        getitem_1: "f32[2, 64, 1]" = var_mean[1];  var_mean = None
        add_2: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-12);  getitem = None
        rsqrt: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        sub: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_1, getitem_1);  add_1 = getitem_1 = None
        mul: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul, arg6_1);  mul = arg6_1 = None
        add_3: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_1, arg7_1);  mul_1 = arg7_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:510 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        iota_2: "i64[64]" = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add_4: "i64[64]" = torch.ops.aten.add.Tensor(iota_2, 0);  iota_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze: "i64[1, 64]" = torch.ops.aten.unsqueeze.default(add_4, 0);  add_4 = None
        unsqueeze_1: "i64[1, 1, 64]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1);  unsqueeze = None
        unsqueeze_2: "i64[1, 1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:90 in bidirectional_mask_function, code: return q_idx >= 0
        ge: "b8[1, 1, 64, 1]" = torch.ops.aten.ge.Scalar(unsqueeze_2, 0);  unsqueeze_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand_2: "b8[2, 1, 64, 64]" = torch.ops.aten.expand.default(ge, [2, -1, 64, 64]);  ge = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:175 in forward, code: query_layer = self.query(hidden_states).view(*hidden_shape).transpose(1, 2)
        view: "f32[128, 128]" = torch.ops.aten.view.default(add_3, [128, 128])
        permute: "f32[128, 128]" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        addmm: "f32[128, 128]" = torch.ops.aten.addmm.default(arg9_1, view, permute);  arg9_1 = view = permute = None
        view_1: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm, [2, 64, 128]);  addmm = None
        view_2: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_1, [2, 64, -1, 32]);  view_1 = None
        permute_1: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:176 in forward, code: key_layer = self.key(hidden_states).view(*hidden_shape).transpose(1, 2)
        view_3: "f32[128, 128]" = torch.ops.aten.view.default(add_3, [128, 128])
        permute_2: "f32[128, 128]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm_1: "f32[128, 128]" = torch.ops.aten.addmm.default(arg11_1, view_3, permute_2);  arg11_1 = view_3 = permute_2 = None
        view_4: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_1, [2, 64, 128]);  addmm_1 = None
        view_5: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_4, [2, 64, -1, 32]);  view_4 = None
        permute_3: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:177 in forward, code: value_layer = self.value(hidden_states).view(*hidden_shape).transpose(1, 2)
        view_6: "f32[128, 128]" = torch.ops.aten.view.default(add_3, [128, 128])
        permute_4: "f32[128, 128]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
        addmm_2: "f32[128, 128]" = torch.ops.aten.addmm.default(arg13_1, view_6, permute_4);  arg13_1 = view_6 = permute_4 = None
        view_7: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_2, [2, 64, 128]);  addmm_2 = None
        view_8: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_7, [2, 64, -1, 32]);  view_7 = None
        permute_5: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_8, [0, 2, 1, 3]);  view_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[2, 1, 64, 64]" = torch.ops.aten.where.self(expand_2, full_default_1, full_default);  full_default_1 = full_default = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_3, permute_5, attn_mask = where, scale = 0.1767766952966369);  permute_1 = permute_3 = permute_5 = where = None
        getitem_2: "f32[2, 4, 64, 32]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_6: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3]);  getitem_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:202 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_9: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_6, [2, 64, -1]);  permute_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:290 in forward, code: hidden_states = self.dense(hidden_states)
        view_10: "f32[128, 128]" = torch.ops.aten.view.default(view_9, [128, 128]);  view_9 = None
        permute_7: "f32[128, 128]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
        addmm_3: "f32[128, 128]" = torch.ops.aten.addmm.default(arg15_1, view_10, permute_7);  arg15_1 = view_10 = permute_7 = None
        view_11: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_3, [2, 64, 128]);  addmm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:292 in forward, code: hidden_states = self.LayerNorm(hidden_states + input_tensor)
        add_6: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(view_11, add_3);  view_11 = add_3 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_6, [2], correction = 0, keepdim = True)
        getitem_4: "f32[2, 64, 1]" = var_mean_1[0]
        getitem_5: "f32[2, 64, 1]" = var_mean_1[1];  var_mean_1 = None
        add_7: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem_4, 1e-12);  getitem_4 = None
        rsqrt_1: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        sub_1: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_6, getitem_5);  add_6 = getitem_5 = None
        mul_2: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_2, arg16_1);  mul_2 = arg16_1 = None
        add_8: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_3, arg17_1);  mul_3 = arg17_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:335 in forward, code: hidden_states = self.dense(hidden_states)
        view_12: "f32[128, 128]" = torch.ops.aten.view.default(add_8, [128, 128])
        permute_8: "f32[128, 512]" = torch.ops.aten.permute.default(arg18_1, [1, 0]);  arg18_1 = None
        addmm_4: "f32[128, 512]" = torch.ops.aten.addmm.default(arg19_1, view_12, permute_8);  arg19_1 = view_12 = permute_8 = None
        view_13: "f32[2, 64, 512]" = torch.ops.aten.view.default(addmm_4, [2, 64, 512]);  addmm_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        mul_4: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_13, 0.5)
        mul_5: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476);  view_13 = None
        erf: "f32[2, 64, 512]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_9: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(mul_4, add_9);  mul_4 = add_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:348 in forward, code: hidden_states = self.dense(hidden_states)
        view_14: "f32[128, 512]" = torch.ops.aten.view.default(mul_6, [128, 512]);  mul_6 = None
        permute_9: "f32[512, 128]" = torch.ops.aten.permute.default(arg20_1, [1, 0]);  arg20_1 = None
        addmm_5: "f32[128, 128]" = torch.ops.aten.addmm.default(arg21_1, view_14, permute_9);  arg21_1 = view_14 = permute_9 = None
        view_15: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_5, [2, 64, 128]);  addmm_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:350 in forward, code: hidden_states = self.LayerNorm(hidden_states + input_tensor)
        add_10: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(view_15, add_8);  view_15 = add_8 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_6: "f32[2, 64, 1]" = var_mean_2[0]
        getitem_7: "f32[2, 64, 1]" = var_mean_2[1];  var_mean_2 = None
        add_11: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem_6, 1e-12);  getitem_6 = None
        rsqrt_2: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_2: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_10, getitem_7);  add_10 = getitem_7 = None
        mul_7: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_8: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_7, arg22_1);  mul_7 = arg22_1 = None
        add_12: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_8, arg23_1);  mul_8 = arg23_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:175 in forward, code: query_layer = self.query(hidden_states).view(*hidden_shape).transpose(1, 2)
        view_16: "f32[128, 128]" = torch.ops.aten.view.default(add_12, [128, 128])
        permute_10: "f32[128, 128]" = torch.ops.aten.permute.default(arg24_1, [1, 0]);  arg24_1 = None
        addmm_6: "f32[128, 128]" = torch.ops.aten.addmm.default(arg25_1, view_16, permute_10);  arg25_1 = view_16 = permute_10 = None
        view_17: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_6, [2, 64, 128]);  addmm_6 = None
        view_18: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_17, [2, 64, -1, 32]);  view_17 = None
        permute_11: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_18, [0, 2, 1, 3]);  view_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:176 in forward, code: key_layer = self.key(hidden_states).view(*hidden_shape).transpose(1, 2)
        view_19: "f32[128, 128]" = torch.ops.aten.view.default(add_12, [128, 128])
        permute_12: "f32[128, 128]" = torch.ops.aten.permute.default(arg26_1, [1, 0]);  arg26_1 = None
        addmm_7: "f32[128, 128]" = torch.ops.aten.addmm.default(arg27_1, view_19, permute_12);  arg27_1 = view_19 = permute_12 = None
        view_20: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_7, [2, 64, 128]);  addmm_7 = None
        view_21: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_20, [2, 64, -1, 32]);  view_20 = None
        permute_13: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_21, [0, 2, 1, 3]);  view_21 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:177 in forward, code: value_layer = self.value(hidden_states).view(*hidden_shape).transpose(1, 2)
        view_22: "f32[128, 128]" = torch.ops.aten.view.default(add_12, [128, 128])
        permute_14: "f32[128, 128]" = torch.ops.aten.permute.default(arg28_1, [1, 0]);  arg28_1 = None
        addmm_8: "f32[128, 128]" = torch.ops.aten.addmm.default(arg29_1, view_22, permute_14);  arg29_1 = view_22 = permute_14 = None
        view_23: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_8, [2, 64, 128]);  addmm_8 = None
        view_24: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_23, [2, 64, -1, 32]);  view_23 = None
        permute_15: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_24, [0, 2, 1, 3]);  view_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_2: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        full_default_3: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[2, 1, 64, 64]" = torch.ops.aten.where.self(expand_2, full_default_3, full_default_2);  expand_2 = full_default_3 = full_default_2 = None
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_11, permute_13, permute_15, attn_mask = where_1, scale = 0.1767766952966369);  permute_11 = permute_13 = permute_15 = where_1 = None
        getitem_8: "f32[2, 4, 64, 32]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_16: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_8, [0, 2, 1, 3]);  getitem_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:202 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_25: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_16, [2, 64, -1]);  permute_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:290 in forward, code: hidden_states = self.dense(hidden_states)
        view_26: "f32[128, 128]" = torch.ops.aten.view.default(view_25, [128, 128]);  view_25 = None
        permute_17: "f32[128, 128]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
        addmm_9: "f32[128, 128]" = torch.ops.aten.addmm.default(arg31_1, view_26, permute_17);  arg31_1 = view_26 = permute_17 = None
        view_27: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_9, [2, 64, 128]);  addmm_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:292 in forward, code: hidden_states = self.LayerNorm(hidden_states + input_tensor)
        add_13: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(view_27, add_12);  view_27 = add_12 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_13, [2], correction = 0, keepdim = True)
        getitem_10: "f32[2, 64, 1]" = var_mean_3[0]
        getitem_11: "f32[2, 64, 1]" = var_mean_3[1];  var_mean_3 = None
        add_14: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem_10, 1e-12);  getitem_10 = None
        rsqrt_3: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        sub_3: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_13, getitem_11);  add_13 = getitem_11 = None
        mul_9: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_10: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_9, arg32_1);  mul_9 = arg32_1 = None
        add_15: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_10, arg33_1);  mul_10 = arg33_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:335 in forward, code: hidden_states = self.dense(hidden_states)
        view_28: "f32[128, 128]" = torch.ops.aten.view.default(add_15, [128, 128])
        permute_18: "f32[128, 512]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
        addmm_10: "f32[128, 512]" = torch.ops.aten.addmm.default(arg35_1, view_28, permute_18);  arg35_1 = view_28 = permute_18 = None
        view_29: "f32[2, 64, 512]" = torch.ops.aten.view.default(addmm_10, [2, 64, 512]);  addmm_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        mul_11: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_29, 0.5)
        mul_12: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_29, 0.7071067811865476);  view_29 = None
        erf_1: "f32[2, 64, 512]" = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_16: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(mul_11, add_16);  mul_11 = add_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:348 in forward, code: hidden_states = self.dense(hidden_states)
        view_30: "f32[128, 512]" = torch.ops.aten.view.default(mul_13, [128, 512]);  mul_13 = None
        permute_19: "f32[512, 128]" = torch.ops.aten.permute.default(arg36_1, [1, 0]);  arg36_1 = None
        addmm_11: "f32[128, 128]" = torch.ops.aten.addmm.default(arg37_1, view_30, permute_19);  arg37_1 = view_30 = permute_19 = None
        view_31: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_11, [2, 64, 128]);  addmm_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:350 in forward, code: hidden_states = self.LayerNorm(hidden_states + input_tensor)
        add_17: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(view_31, add_15);  view_31 = add_15 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_17, [2], correction = 0, keepdim = True)
        getitem_12: "f32[2, 64, 1]" = var_mean_4[0]
        getitem_13: "f32[2, 64, 1]" = var_mean_4[1];  var_mean_4 = None
        add_18: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem_12, 1e-12);  getitem_12 = None
        rsqrt_4: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        sub_4: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_17, getitem_13);  add_17 = getitem_13 = None
        mul_14: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_15: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_14, arg38_1);  mul_14 = arg38_1 = None
        add_19: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_15, arg39_1);  mul_15 = arg39_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:460 in forward, code: first_token_tensor = hidden_states[:, 0]
        select: "f32[2, 128]" = torch.ops.aten.select.int(add_19, 1, 0)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:461 in forward, code: pooled_output = self.dense(first_token_tensor)
        permute_20: "f32[128, 128]" = torch.ops.aten.permute.default(arg40_1, [1, 0]);  arg40_1 = None
        addmm_12: "f32[2, 128]" = torch.ops.aten.addmm.default(arg41_1, select, permute_20);  arg41_1 = select = permute_20 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/bert/modeling_bert.py:462 in forward, code: pooled_output = self.activation(pooled_output)
        tanh: "f32[2, 128]" = torch.ops.aten.tanh.default(addmm_12);  addmm_12 = None
        return (add_19, tanh)
