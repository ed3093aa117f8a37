class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s33)", arg1_1: "Sym(s50)", arg2_1: "i64[s33, s50]", arg3_1: "f32[2048, 256]", arg4_1: "f32[256, 256]", arg5_1: "f32[256]", arg6_1: "f32[256]", arg7_1: "f32[768]", arg8_1: "f32[256, 768]", arg9_1: "f32[256]", arg10_1: "f32[256, 256]", arg11_1: "f32[256]", arg12_1: "f32[256]", arg13_1: "f32[1024]", arg14_1: "f32[256, 1024]", arg15_1: "f32[256]", arg16_1: "f32[1024, 256]", arg17_1: "f32[256]", arg18_1: "f32[256]", arg19_1: "f32[768]", arg20_1: "f32[256, 768]", arg21_1: "f32[256]", arg22_1: "f32[256, 256]", arg23_1: "f32[256]", arg24_1: "f32[256]", arg25_1: "f32[1024]", arg26_1: "f32[256, 1024]", arg27_1: "f32[256]", arg28_1: "f32[1024, 256]", arg29_1: "f32[256]", arg30_1: "f32[256]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding: "f32[s33, s50, 256]" = torch.ops.aten.embedding.default(arg3_1, arg2_1);  arg2_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:573 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        iota: "i64[s50]" = torch.ops.prims.iota.default(arg1_1, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_10: "i64[s50]" = torch.ops.aten.add.Tensor(iota, 0);  iota = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:574 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, s50]" = torch.ops.aten.unsqueeze.default(add_10, 0);  add_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_1: "f32[1, s50, 256]" = torch.ops.aten.embedding.default(arg4_1, unsqueeze);  arg4_1 = unsqueeze = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add_18: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:510 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        iota_3: "i64[s50]" = torch.ops.prims.iota.default(arg1_1, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_29: "i64[s50]" = torch.ops.aten.add.Tensor(iota_3, 0);  iota_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:511 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        iota_4: "i64[s50]" = torch.ops.prims.iota.default(arg1_1, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_35: "i64[s50]" = torch.ops.aten.add.Tensor(iota_4, 0);  iota_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_1: "i64[1, s50]" = torch.ops.aten.unsqueeze.default(add_29, 0);  add_29 = None
        unsqueeze_2: "i64[1, 1, s50]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 1);  unsqueeze_1 = None
        unsqueeze_3: "i64[1, 1, s50, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_4: "i64[1, s50]" = torch.ops.aten.unsqueeze.default(add_35, 0);  add_35 = None
        unsqueeze_5: "i64[1, 1, s50]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 1, s50]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le_2: "b8[1, 1, s50, s50]" = torch.ops.aten.le.Tensor(unsqueeze_6, unsqueeze_3);  unsqueeze_6 = unsqueeze_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[s33, 1, s50, s50]" = torch.ops.aten.expand.default(le_2, [arg0_1, -1, arg1_1, arg1_1]);  le_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean = torch.ops.aten.var_mean.correction(add_18, [2], correction = 0, keepdim = True)
        getitem: "f32[s33, s50, 1]" = var_mean[0]
        getitem_1: "f32[s33, s50, 1]" = var_mean[1];  var_mean = None
        add_65: "f32[s33, s50, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[s33, s50, 1]" = torch.ops.aten.rsqrt.default(add_65);  add_65 = None
        sub_38: "f32[s33, s50, 256]" = torch.ops.aten.sub.Tensor(add_18, getitem_1);  getitem_1 = None
        mul_57: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(sub_38, rsqrt);  sub_38 = rsqrt = None
        mul_58: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(mul_57, arg5_1);  mul_57 = arg5_1 = None
        add_66: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(mul_58, arg6_1);  mul_58 = arg6_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_1: "f32[s33*s50, 256]" = torch.ops.aten.view.default(add_66, [-1, 256]);  add_66 = None
        addmm: "f32[s33*s50, 768]" = torch.ops.aten.addmm.default(arg7_1, view_1, arg8_1);  arg7_1 = view_1 = arg8_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_2: "f32[s33, s50, 768]" = torch.ops.aten.view.default(addmm, [arg0_1, arg1_1, 768]);  addmm = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = torch.ops.aten.split.Tensor(view_2, 256, 2);  view_2 = None
        getitem_2: "f32[s33, s50, 256]" = split[0]
        getitem_3: "f32[s33, s50, 256]" = split[1]
        getitem_4: "f32[s33, s50, 256]" = split[2];  split = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_3: "f32[s33, s50, 4, 64]" = torch.ops.aten.view.default(getitem_3, [arg0_1, arg1_1, -1, 64]);  getitem_3 = None
        permute: "f32[s33, 4, s50, 64]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[s33, s50, 4, 64]" = torch.ops.aten.view.default(getitem_4, [arg0_1, arg1_1, -1, 64]);  getitem_4 = None
        permute_1: "f32[s33, 4, s50, 64]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_5: "f32[s33, s50, 4, 64]" = torch.ops.aten.view.default(getitem_2, [arg0_1, arg1_1, -1, 64]);  getitem_2 = None
        permute_2: "f32[s33, 4, s50, 64]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:146 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        clone_1: "f32[s33, 4, s50, 64]" = torch.ops.aten.clone.default(permute);  permute = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        clone_2: "f32[s33, 4, s50, 64]" = torch.ops.aten.clone.default(permute_1);  permute_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[s33, 1, s50, s50]" = torch.ops.aten.where.self(expand, full_default_1, full_default);  full_default_1 = full_default = None
        mod: "Sym(Mod(s50, 8))" = arg1_1 % 8
        sub_74: "Sym(8 - (Mod(s50, 8)))" = 8 - mod;  mod = None
        constant_pad_nd: "f32[s33, 1, s50, s50 - (Mod(s50, 8)) + 8]" = torch.ops.aten.constant_pad_nd.default(where, [0, sub_74], 0.0);  where = None
        slice_3: "f32[s33, 1, s50, s50]" = torch.ops.aten.slice.Tensor(constant_pad_nd, -1, 0, arg1_1);  constant_pad_nd = None
        expand_1: "f32[s33, 4, s50, s50]" = torch.ops.aten.expand.default(slice_3, [arg0_1, 4, arg1_1, arg1_1]);  slice_3 = None
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, clone_1, clone_2, expand_1, False, scale = 0.125);  permute_2 = expand_1 = None
        getitem_5: "f32[s33, 4, s50, 64]" = _scaled_dot_product_efficient_attention[0];  _scaled_dot_product_efficient_attention = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[s33, s50, 4, 64]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_6: "f32[s33, s50, 256]" = torch.ops.aten.view.default(permute_3, [arg0_1, arg1_1, -1]);  permute_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_7: "f32[s33*s50, 256]" = torch.ops.aten.view.default(view_6, [-1, 256]);  view_6 = None
        addmm_1: "f32[s33*s50, 256]" = torch.ops.aten.addmm.default(arg9_1, view_7, arg10_1);  arg9_1 = view_7 = arg10_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_8: "f32[s33, s50, 256]" = torch.ops.aten.view.default(addmm_1, [arg0_1, arg1_1, 256]);  addmm_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_191: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(view_8, add_18);  view_8 = add_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_191, [2], correction = 0, keepdim = True)
        getitem_9: "f32[s33, s50, 1]" = var_mean_1[0]
        getitem_10: "f32[s33, s50, 1]" = var_mean_1[1];  var_mean_1 = None
        add_196: "f32[s33, s50, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1: "f32[s33, s50, 1]" = torch.ops.aten.rsqrt.default(add_196);  add_196 = None
        sub_99: "f32[s33, s50, 256]" = torch.ops.aten.sub.Tensor(add_191, getitem_10);  getitem_10 = None
        mul_161: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(sub_99, rsqrt_1);  sub_99 = rsqrt_1 = None
        mul_162: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(mul_161, arg11_1);  mul_161 = arg11_1 = None
        add_197: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(mul_162, arg12_1);  mul_162 = arg12_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_9: "f32[s33*s50, 256]" = torch.ops.aten.view.default(add_197, [-1, 256]);  add_197 = None
        addmm_2: "f32[s33*s50, 1024]" = torch.ops.aten.addmm.default(arg13_1, view_9, arg14_1);  arg13_1 = view_9 = arg14_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_10: "f32[s33, s50, 1024]" = torch.ops.aten.view.default(addmm_2, [arg0_1, arg1_1, 1024]);  addmm_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_177: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(view_10, 0.5)
        pow_1: "f32[s33, s50, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_10, 3.0)
        mul_184: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_232: "f32[s33, s50, 1024]" = torch.ops.aten.add.Tensor(view_10, mul_184);  view_10 = mul_184 = None
        mul_191: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(add_232, 0.7978845608028654);  add_232 = None
        tanh: "f32[s33, s50, 1024]" = torch.ops.aten.tanh.default(mul_191);  mul_191 = None
        add_245: "f32[s33, s50, 1024]" = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_201: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(mul_177, add_245);  mul_177 = add_245 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_11: "f32[s33*s50, 1024]" = torch.ops.aten.view.default(mul_201, [-1, 1024]);  mul_201 = None
        addmm_3: "f32[s33*s50, 256]" = torch.ops.aten.addmm.default(arg15_1, view_11, arg16_1);  arg15_1 = view_11 = arg16_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_12: "f32[s33, s50, 256]" = torch.ops.aten.view.default(addmm_3, [arg0_1, arg1_1, 256]);  addmm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_268: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(add_191, view_12);  add_191 = view_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_268, [2], correction = 0, keepdim = True)
        getitem_11: "f32[s33, s50, 1]" = var_mean_2[0]
        getitem_12: "f32[s33, s50, 1]" = var_mean_2[1];  var_mean_2 = None
        add_273: "f32[s33, s50, 1]" = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2: "f32[s33, s50, 1]" = torch.ops.aten.rsqrt.default(add_273);  add_273 = None
        sub_134: "f32[s33, s50, 256]" = torch.ops.aten.sub.Tensor(add_268, getitem_12);  getitem_12 = None
        mul_222: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(sub_134, rsqrt_2);  sub_134 = rsqrt_2 = None
        mul_223: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(mul_222, arg17_1);  mul_222 = arg17_1 = None
        add_274: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(mul_223, arg18_1);  mul_223 = arg18_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_13: "f32[s33*s50, 256]" = torch.ops.aten.view.default(add_274, [-1, 256]);  add_274 = None
        addmm_4: "f32[s33*s50, 768]" = torch.ops.aten.addmm.default(arg19_1, view_13, arg20_1);  arg19_1 = view_13 = arg20_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_14: "f32[s33, s50, 768]" = torch.ops.aten.view.default(addmm_4, [arg0_1, arg1_1, 768]);  addmm_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = torch.ops.aten.split.Tensor(view_14, 256, 2);  view_14 = None
        getitem_13: "f32[s33, s50, 256]" = split_1[0]
        getitem_14: "f32[s33, s50, 256]" = split_1[1]
        getitem_15: "f32[s33, s50, 256]" = split_1[2];  split_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_15: "f32[s33, s50, 4, 64]" = torch.ops.aten.view.default(getitem_14, [arg0_1, arg1_1, -1, 64]);  getitem_14 = None
        permute_4: "f32[s33, 4, s50, 64]" = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_16: "f32[s33, s50, 4, 64]" = torch.ops.aten.view.default(getitem_15, [arg0_1, arg1_1, -1, 64]);  getitem_15 = None
        permute_5: "f32[s33, 4, s50, 64]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_17: "f32[s33, s50, 4, 64]" = torch.ops.aten.view.default(getitem_13, [arg0_1, arg1_1, -1, 64]);  getitem_13 = None
        permute_6: "f32[s33, 4, s50, 64]" = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:146 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        clone_5: "f32[s33, 4, s50, 64]" = torch.ops.aten.clone.default(permute_4);  permute_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        clone_6: "f32[s33, 4, s50, 64]" = torch.ops.aten.clone.default(permute_5);  permute_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_2: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_3: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[s33, 1, s50, s50]" = torch.ops.aten.where.self(expand, full_default_3, full_default_2);  expand = full_default_3 = full_default_2 = None
        constant_pad_nd_1: "f32[s33, 1, s50, s50 - (Mod(s50, 8)) + 8]" = torch.ops.aten.constant_pad_nd.default(where_1, [0, sub_74], 0.0);  where_1 = sub_74 = None
        slice_4: "f32[s33, 1, s50, s50]" = torch.ops.aten.slice.Tensor(constant_pad_nd_1, -1, 0, arg1_1);  constant_pad_nd_1 = None
        expand_2: "f32[s33, 4, s50, s50]" = torch.ops.aten.expand.default(slice_4, [arg0_1, 4, arg1_1, arg1_1]);  slice_4 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, clone_5, clone_6, expand_2, False, scale = 0.125);  permute_6 = expand_2 = None
        getitem_16: "f32[s33, 4, s50, 64]" = _scaled_dot_product_efficient_attention_1[0];  _scaled_dot_product_efficient_attention_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[s33, s50, 4, 64]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3]);  getitem_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_18: "f32[s33, s50, 256]" = torch.ops.aten.view.default(permute_7, [arg0_1, arg1_1, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_19: "f32[s33*s50, 256]" = torch.ops.aten.view.default(view_18, [-1, 256]);  view_18 = None
        addmm_5: "f32[s33*s50, 256]" = torch.ops.aten.addmm.default(arg21_1, view_19, arg22_1);  arg21_1 = view_19 = arg22_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_20: "f32[s33, s50, 256]" = torch.ops.aten.view.default(addmm_5, [arg0_1, arg1_1, 256]);  addmm_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_399: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(view_20, add_268);  view_20 = add_268 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_3 = torch.ops.aten.var_mean.correction(add_399, [2], correction = 0, keepdim = True)
        getitem_20: "f32[s33, s50, 1]" = var_mean_3[0]
        getitem_21: "f32[s33, s50, 1]" = var_mean_3[1];  var_mean_3 = None
        add_404: "f32[s33, s50, 1]" = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3: "f32[s33, s50, 1]" = torch.ops.aten.rsqrt.default(add_404);  add_404 = None
        sub_195: "f32[s33, s50, 256]" = torch.ops.aten.sub.Tensor(add_399, getitem_21);  getitem_21 = None
        mul_326: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(sub_195, rsqrt_3);  sub_195 = rsqrt_3 = None
        mul_327: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(mul_326, arg23_1);  mul_326 = arg23_1 = None
        add_405: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(mul_327, arg24_1);  mul_327 = arg24_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_21: "f32[s33*s50, 256]" = torch.ops.aten.view.default(add_405, [-1, 256]);  add_405 = None
        addmm_6: "f32[s33*s50, 1024]" = torch.ops.aten.addmm.default(arg25_1, view_21, arg26_1);  arg25_1 = view_21 = arg26_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_22: "f32[s33, s50, 1024]" = torch.ops.aten.view.default(addmm_6, [arg0_1, arg1_1, 1024]);  addmm_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_342: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(view_22, 0.5)
        pow_2: "f32[s33, s50, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_22, 3.0)
        mul_349: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_440: "f32[s33, s50, 1024]" = torch.ops.aten.add.Tensor(view_22, mul_349);  view_22 = mul_349 = None
        mul_356: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(add_440, 0.7978845608028654);  add_440 = None
        tanh_1: "f32[s33, s50, 1024]" = torch.ops.aten.tanh.default(mul_356);  mul_356 = None
        add_453: "f32[s33, s50, 1024]" = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_366: "f32[s33, s50, 1024]" = torch.ops.aten.mul.Tensor(mul_342, add_453);  mul_342 = add_453 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_23: "f32[s33*s50, 1024]" = torch.ops.aten.view.default(mul_366, [-1, 1024]);  mul_366 = None
        addmm_7: "f32[s33*s50, 256]" = torch.ops.aten.addmm.default(arg27_1, view_23, arg28_1);  arg27_1 = view_23 = arg28_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_24: "f32[s33, s50, 256]" = torch.ops.aten.view.default(addmm_7, [arg0_1, arg1_1, 256]);  addmm_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_476: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(add_399, view_24);  add_399 = view_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        var_mean_4 = torch.ops.aten.var_mean.correction(add_476, [2], correction = 0, keepdim = True)
        getitem_22: "f32[s33, s50, 1]" = var_mean_4[0]
        getitem_23: "f32[s33, s50, 1]" = var_mean_4[1];  var_mean_4 = None
        add_481: "f32[s33, s50, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4: "f32[s33, s50, 1]" = torch.ops.aten.rsqrt.default(add_481);  add_481 = None
        sub_230: "f32[s33, s50, 256]" = torch.ops.aten.sub.Tensor(add_476, getitem_23);  add_476 = getitem_23 = None
        mul_387: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(sub_230, rsqrt_4);  sub_230 = rsqrt_4 = None
        mul_388: "f32[s33, s50, 256]" = torch.ops.aten.mul.Tensor(mul_387, arg29_1);  mul_387 = arg29_1 = None
        add_482: "f32[s33, s50, 256]" = torch.ops.aten.add.Tensor(mul_388, arg30_1);  mul_388 = arg30_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        permute_8: "f32[256, 2048]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        mul_405: "Sym(s33*s50)" = arg0_1 * arg1_1
        view_26: "f32[s33*s50, 256]" = torch.ops.aten.view.default(add_482, [mul_405, 256]);  add_482 = mul_405 = None
        mm: "f32[s33*s50, 2048]" = torch.ops.aten.mm.default(view_26, permute_8);  view_26 = permute_8 = None
        view_27: "f32[s33, s50, 2048]" = torch.ops.aten.view.default(mm, [arg0_1, arg1_1, 2048]);  mm = arg0_1 = arg1_1 = None
        return (clone_2, clone_1, clone_6, clone_5, view_27)
