class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 128]", primals_2: "bf16[2048, 256]", primals_3: "bf16[32]", primals_4: "bf16[256]", primals_5: "bf16[256, 256]", primals_6: "bf16[128, 256]", primals_7: "bf16[128, 256]", primals_8: "bf16[256, 256]", primals_9: "bf16[256]", primals_10: "bf16[688, 256]", primals_11: "bf16[688, 256]", primals_12: "bf16[256, 688]", primals_13: "bf16[256]", primals_14: "bf16[256, 256]", primals_15: "bf16[128, 256]", primals_16: "bf16[128, 256]", primals_17: "bf16[256, 256]", primals_18: "bf16[256]", primals_19: "bf16[688, 256]", primals_20: "bf16[688, 256]", primals_21: "bf16[256, 688]", primals_22: "bf16[256]", primals_23: "bf16[2048, 256]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:381 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        embedding: "bf16[2, 128, 256]" = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:388 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        iota: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add: "i64[128]" = torch.ops.aten.add.Tensor(iota, 0);  iota = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:389 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 128]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_2: "i64[1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1);  unsqueeze = None
        unsqueeze_3: "i64[1, 1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_6: "i64[1, 1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 128, 128]" = torch.ops.aten.le.Tensor(unsqueeze_6, unsqueeze_3);  unsqueeze_6 = unsqueeze_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 128, 128]" = torch.ops.aten.expand.default(le, [2, -1, 128, 128]);  le = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:115 in forward, code: self.inv_freq[None, :, None].expand(position_ids.shape[0], -1, 1).to(dtype=torch.float, device=x.device)
        unsqueeze_7: "bf16[1, 32]" = torch.ops.aten.unsqueeze.default(primals_3, 0);  primals_3 = None
        unsqueeze_8: "bf16[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
        expand_1: "bf16[1, 32, 1]" = torch.ops.aten.expand.default(unsqueeze_8, [1, -1, 1]);  unsqueeze_8 = None
        convert_element_type: "f32[1, 32, 1]" = torch.ops.prims.convert_element_type.default(expand_1, torch.float32);  expand_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:117 in forward, code: position_ids_expanded = position_ids[:, None, :].float()
        convert_element_type_1: "f32[1, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_2, torch.float32);  unsqueeze_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:122 in forward, code: freqs = (inv_freq_expanded @ position_ids_expanded).transpose(1, 2)
        expand_2: "f32[1, 32, 1]" = torch.ops.aten.expand.default(convert_element_type, [1, 32, 1]);  convert_element_type = None
        expand_3: "f32[1, 1, 128]" = torch.ops.aten.expand.default(convert_element_type_1, [1, 1, 128]);  convert_element_type_1 = None
        squeeze_dim: "f32[32, 1]" = torch.ops.aten.squeeze.dim(expand_2, 0);  expand_2 = None
        squeeze_dim_1: "f32[1, 128]" = torch.ops.aten.squeeze.dim(expand_3, 0);  expand_3 = None
        mm_default: "f32[32, 128]" = torch.ops.aten.mm.default(squeeze_dim, squeeze_dim_1);  squeeze_dim = squeeze_dim_1 = None
        unsqueeze_default: "f32[1, 32, 128]" = torch.ops.aten.unsqueeze.default(mm_default, 0)
        permute: "f32[1, 128, 32]" = torch.ops.aten.permute.default(unsqueeze_default, [0, 2, 1]);  unsqueeze_default = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:123 in forward, code: emb = torch.cat((freqs, freqs), dim=-1)
        unsqueeze_10: "f32[1, 128, 1, 32]" = torch.ops.aten.unsqueeze.default(permute, 2);  permute = None
        expand_4: "f32[1, 128, 2, 32]" = torch.ops.aten.expand.default(unsqueeze_10, [1, 128, 2, 32]);  unsqueeze_10 = None
        clone: "f32[1, 128, 2, 32]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        view_3: "f32[1, 128, 64]" = torch.ops.aten.view.default(clone, [1, 128, 64]);  clone = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:124 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 128, 64]" = torch.ops.aten.cos.default(view_3)
        mul: "f32[1, 128, 64]" = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:125 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 128, 64]" = torch.ops.aten.sin.default(view_3);  view_3 = None
        mul_1: "f32[1, 128, 64]" = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:127 in forward, code: return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)
        convert_element_type_2: "bf16[1, 128, 64]" = torch.ops.prims.convert_element_type.default(mul, torch.bfloat16);  mul = None
        convert_element_type_3: "bf16[1, 128, 64]" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16);  mul_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        convert_element_type_4: "f32[2, 128, 256]" = torch.ops.prims.convert_element_type.default(embedding, torch.float32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_1: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_4, 2)
        mean: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_3: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        mul_2: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_4, rsqrt);  convert_element_type_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        convert_element_type_5: "bf16[2, 128, 256]" = torch.ops.prims.convert_element_type.default(mul_2, torch.bfloat16);  mul_2 = None
        mul_3: "bf16[2, 128, 256]" = torch.ops.aten.mul.Tensor(primals_4, convert_element_type_5);  convert_element_type_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_1: "bf16[256, 256]" = torch.ops.aten.permute.default(primals_5, [1, 0])
        view_4: "bf16[256, 256]" = torch.ops.aten.view.default(mul_3, [256, 256]);  mul_3 = None
        mm: "bf16[256, 256]" = torch.ops.aten.mm.default(view_4, permute_1);  permute_1 = None
        view_5: "bf16[2, 128, 256]" = torch.ops.aten.view.default(mm, [2, 128, 256]);  mm = None
        view_6: "bf16[2, 128, 4, 64]" = torch.ops.aten.view.default(view_5, [2, 128, -1, 64]);  view_5 = None
        permute_2: "bf16[2, 4, 128, 64]" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_3: "bf16[256, 128]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        mm_1: "bf16[256, 128]" = torch.ops.aten.mm.default(view_4, permute_3);  permute_3 = None
        view_8: "bf16[2, 128, 128]" = torch.ops.aten.view.default(mm_1, [2, 128, 128]);  mm_1 = None
        view_9: "bf16[2, 128, 2, 64]" = torch.ops.aten.view.default(view_8, [2, 128, -1, 64]);  view_8 = None
        permute_4: "bf16[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_9, [0, 2, 1, 3]);  view_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_5: "bf16[256, 128]" = torch.ops.aten.permute.default(primals_7, [1, 0])
        mm_2: "bf16[256, 128]" = torch.ops.aten.mm.default(view_4, permute_5);  permute_5 = None
        view_11: "bf16[2, 128, 128]" = torch.ops.aten.view.default(mm_2, [2, 128, 128]);  mm_2 = None
        view_12: "bf16[2, 128, 2, 64]" = torch.ops.aten.view.default(view_11, [2, 128, -1, 64]);  view_11 = None
        permute_6: "bf16[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_12, [0, 2, 1, 3]);  view_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:156 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_11: "bf16[1, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(convert_element_type_2, 1);  convert_element_type_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:157 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_12: "bf16[1, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(convert_element_type_3, 1);  convert_element_type_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_4: "bf16[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(permute_2, unsqueeze_11)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_1: "bf16[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_2, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_2: "bf16[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_2, 3, 32, 9223372036854775807);  permute_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg: "bf16[2, 4, 128, 32]" = torch.ops.aten.neg.default(slice_2);  slice_2 = None
        cat: "bf16[2, 4, 128, 64]" = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_5: "bf16[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(cat, unsqueeze_12);  cat = None
        add_4: "bf16[2, 4, 128, 64]" = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_6: "bf16[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(permute_4, unsqueeze_11)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_3: "bf16[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_4, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_4: "bf16[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_4, 3, 32, 9223372036854775807);  permute_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_1: "bf16[2, 2, 128, 32]" = torch.ops.aten.neg.default(slice_4);  slice_4 = None
        cat_1: "bf16[2, 2, 128, 64]" = torch.ops.aten.cat.default([neg_1, slice_3], -1);  neg_1 = slice_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_7: "bf16[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_12);  cat_1 = None
        add_5: "bf16[2, 2, 128, 64]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_13: "bf16[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(add_5, 2)
        expand_5: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_13, [2, 2, 2, 128, 64]);  unsqueeze_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_4: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        view_13: "bf16[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_4, [2, 4, 128, 64]);  clone_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_14: "bf16[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(permute_6, 2)
        expand_6: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_14, [2, 2, 2, 128, 64]);  unsqueeze_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_5: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        view_14: "bf16[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_5, [2, 4, 128, 64]);  clone_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default: "bf16[]" = torch.ops.aten.full.default([], -65536.0, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_1: "bf16[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "bf16[2, 1, 128, 128]" = torch.ops.aten.where.self(expand, full_default_1, full_default);  expand = full_default_1 = full_default = None
        _scaled_dot_product_cudnn_attention = torch.ops.aten._scaled_dot_product_cudnn_attention.default(add_4, view_13, view_14, where, True, scale = 0.125)
        getitem: "bf16[2, 4, 128, 64]" = _scaled_dot_product_cudnn_attention[0]
        getitem_1: "f32[2, 4, 128, 1]" = _scaled_dot_product_cudnn_attention[1]
        getitem_6: "i64[]" = _scaled_dot_product_cudnn_attention[6]
        getitem_7: "i64[]" = _scaled_dot_product_cudnn_attention[7];  _scaled_dot_product_cudnn_attention = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "bf16[2, 128, 4, 64]" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_15: "bf16[2, 128, 256]" = torch.ops.aten.view.default(permute_7, [2, 128, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        permute_8: "bf16[256, 256]" = torch.ops.aten.permute.default(primals_8, [1, 0])
        view_16: "bf16[256, 256]" = torch.ops.aten.view.default(view_15, [256, 256]);  view_15 = None
        mm_3: "bf16[256, 256]" = torch.ops.aten.mm.default(view_16, permute_8);  view_16 = permute_8 = None
        view_17: "bf16[2, 128, 256]" = torch.ops.aten.view.default(mm_3, [2, 128, 256])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        add_6: "bf16[2, 128, 256]" = torch.ops.aten.add.Tensor(embedding, view_17);  view_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        convert_element_type_14: "f32[2, 128, 256]" = torch.ops.prims.convert_element_type.default(add_6, torch.float32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_2: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_14, 2)
        mean_1: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_7: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        mul_8: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_14, rsqrt_1);  convert_element_type_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        convert_element_type_15: "bf16[2, 128, 256]" = torch.ops.prims.convert_element_type.default(mul_8, torch.bfloat16);  mul_8 = None
        mul_9: "bf16[2, 128, 256]" = torch.ops.aten.mul.Tensor(primals_9, convert_element_type_15);  convert_element_type_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_9: "bf16[256, 688]" = torch.ops.aten.permute.default(primals_10, [1, 0])
        view_18: "bf16[256, 256]" = torch.ops.aten.view.default(mul_9, [256, 256]);  mul_9 = None
        mm_4: "bf16[256, 688]" = torch.ops.aten.mm.default(view_18, permute_9);  permute_9 = None
        view_19: "bf16[2, 128, 688]" = torch.ops.aten.view.default(mm_4, [2, 128, 688])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_18: "f32[2, 128, 688]" = torch.ops.prims.convert_element_type.default(view_19, torch.float32);  view_19 = None
        neg_2: "f32[2, 128, 688]" = torch.ops.aten.neg.default(convert_element_type_18)
        exp: "f32[2, 128, 688]" = torch.ops.aten.exp.default(neg_2);  neg_2 = None
        add_8: "f32[2, 128, 688]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[2, 128, 688]" = torch.ops.aten.div.Tensor(convert_element_type_18, add_8);  convert_element_type_18 = add_8 = None
        convert_element_type_19: "bf16[2, 128, 688]" = torch.ops.prims.convert_element_type.default(div, torch.bfloat16);  div = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_10: "bf16[256, 688]" = torch.ops.aten.permute.default(primals_11, [1, 0])
        mm_5: "bf16[256, 688]" = torch.ops.aten.mm.default(view_18, permute_10);  permute_10 = None
        view_21: "bf16[2, 128, 688]" = torch.ops.aten.view.default(mm_5, [2, 128, 688])
        mul_10: "bf16[2, 128, 688]" = torch.ops.aten.mul.Tensor(convert_element_type_19, view_21);  convert_element_type_19 = view_21 = None
        permute_11: "bf16[688, 256]" = torch.ops.aten.permute.default(primals_12, [1, 0])
        view_22: "bf16[256, 688]" = torch.ops.aten.view.default(mul_10, [256, 688]);  mul_10 = None
        mm_6: "bf16[256, 256]" = torch.ops.aten.mm.default(view_22, permute_11);  permute_11 = None
        view_23: "bf16[2, 128, 256]" = torch.ops.aten.view.default(mm_6, [2, 128, 256]);  mm_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        add_9: "bf16[2, 128, 256]" = torch.ops.aten.add.Tensor(add_6, view_23);  add_6 = view_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        convert_element_type_24: "f32[2, 128, 256]" = torch.ops.prims.convert_element_type.default(add_9, torch.float32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_3: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_24, 2)
        mean_2: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_10: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        mul_11: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_24, rsqrt_2);  convert_element_type_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        convert_element_type_25: "bf16[2, 128, 256]" = torch.ops.prims.convert_element_type.default(mul_11, torch.bfloat16);  mul_11 = None
        mul_12: "bf16[2, 128, 256]" = torch.ops.aten.mul.Tensor(primals_13, convert_element_type_25);  convert_element_type_25 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_12: "bf16[256, 256]" = torch.ops.aten.permute.default(primals_14, [1, 0])
        view_24: "bf16[256, 256]" = torch.ops.aten.view.default(mul_12, [256, 256]);  mul_12 = None
        mm_7: "bf16[256, 256]" = torch.ops.aten.mm.default(view_24, permute_12);  permute_12 = None
        view_25: "bf16[2, 128, 256]" = torch.ops.aten.view.default(mm_7, [2, 128, 256]);  mm_7 = None
        view_26: "bf16[2, 128, 4, 64]" = torch.ops.aten.view.default(view_25, [2, 128, -1, 64]);  view_25 = None
        permute_13: "bf16[2, 4, 128, 64]" = torch.ops.aten.permute.default(view_26, [0, 2, 1, 3]);  view_26 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_14: "bf16[256, 128]" = torch.ops.aten.permute.default(primals_15, [1, 0])
        mm_8: "bf16[256, 128]" = torch.ops.aten.mm.default(view_24, permute_14);  permute_14 = None
        view_28: "bf16[2, 128, 128]" = torch.ops.aten.view.default(mm_8, [2, 128, 128]);  mm_8 = None
        view_29: "bf16[2, 128, 2, 64]" = torch.ops.aten.view.default(view_28, [2, 128, -1, 64]);  view_28 = None
        permute_15: "bf16[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_29, [0, 2, 1, 3]);  view_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_16: "bf16[256, 128]" = torch.ops.aten.permute.default(primals_16, [1, 0])
        mm_9: "bf16[256, 128]" = torch.ops.aten.mm.default(view_24, permute_16);  permute_16 = None
        view_31: "bf16[2, 128, 128]" = torch.ops.aten.view.default(mm_9, [2, 128, 128]);  mm_9 = None
        view_32: "bf16[2, 128, 2, 64]" = torch.ops.aten.view.default(view_31, [2, 128, -1, 64]);  view_31 = None
        permute_17: "bf16[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_32, [0, 2, 1, 3]);  view_32 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_13: "bf16[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(permute_13, unsqueeze_11)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_5: "bf16[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_13, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_6: "bf16[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_13, 3, 32, 9223372036854775807);  permute_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_3: "bf16[2, 4, 128, 32]" = torch.ops.aten.neg.default(slice_6);  slice_6 = None
        cat_2: "bf16[2, 4, 128, 64]" = torch.ops.aten.cat.default([neg_3, slice_5], -1);  neg_3 = slice_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_14: "bf16[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_12);  cat_2 = None
        add_11: "bf16[2, 4, 128, 64]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_15: "bf16[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(permute_15, unsqueeze_11);  unsqueeze_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_7: "bf16[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_15, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_8: "bf16[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_15, 3, 32, 9223372036854775807);  permute_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_4: "bf16[2, 2, 128, 32]" = torch.ops.aten.neg.default(slice_8);  slice_8 = None
        cat_3: "bf16[2, 2, 128, 64]" = torch.ops.aten.cat.default([neg_4, slice_7], -1);  neg_4 = slice_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_16: "bf16[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(cat_3, unsqueeze_12);  cat_3 = unsqueeze_12 = None
        add_12: "bf16[2, 2, 128, 64]" = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_17: "bf16[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(add_12, 2)
        expand_7: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_17, [2, 2, 2, 128, 64]);  unsqueeze_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_8: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        view_33: "bf16[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_8, [2, 4, 128, 64]);  clone_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_18: "bf16[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(permute_17, 2)
        expand_8: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_18, [2, 2, 2, 128, 64]);  unsqueeze_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_9: "bf16[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        view_34: "bf16[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_9, [2, 4, 128, 64]);  clone_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_cudnn_attention_1 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(add_11, view_33, view_34, where, True, scale = 0.125)
        getitem_9: "bf16[2, 4, 128, 64]" = _scaled_dot_product_cudnn_attention_1[0]
        getitem_10: "f32[2, 4, 128, 1]" = _scaled_dot_product_cudnn_attention_1[1]
        getitem_15: "i64[]" = _scaled_dot_product_cudnn_attention_1[6]
        getitem_16: "i64[]" = _scaled_dot_product_cudnn_attention_1[7];  _scaled_dot_product_cudnn_attention_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_18: "bf16[2, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_9, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_35: "bf16[2, 128, 256]" = torch.ops.aten.view.default(permute_18, [2, 128, -1]);  permute_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        permute_19: "bf16[256, 256]" = torch.ops.aten.permute.default(primals_17, [1, 0])
        view_36: "bf16[256, 256]" = torch.ops.aten.view.default(view_35, [256, 256]);  view_35 = None
        mm_10: "bf16[256, 256]" = torch.ops.aten.mm.default(view_36, permute_19);  view_36 = permute_19 = None
        view_37: "bf16[2, 128, 256]" = torch.ops.aten.view.default(mm_10, [2, 128, 256]);  mm_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        add_13: "bf16[2, 128, 256]" = torch.ops.aten.add.Tensor(add_9, view_37);  view_37 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        convert_element_type_34: "f32[2, 128, 256]" = torch.ops.prims.convert_element_type.default(add_13, torch.float32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_4: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_34, 2)
        mean_3: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_14: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        mul_17: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_34, rsqrt_3);  convert_element_type_34 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        convert_element_type_35: "bf16[2, 128, 256]" = torch.ops.prims.convert_element_type.default(mul_17, torch.bfloat16);  mul_17 = None
        mul_18: "bf16[2, 128, 256]" = torch.ops.aten.mul.Tensor(primals_18, convert_element_type_35);  convert_element_type_35 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_20: "bf16[256, 688]" = torch.ops.aten.permute.default(primals_19, [1, 0])
        view_38: "bf16[256, 256]" = torch.ops.aten.view.default(mul_18, [256, 256]);  mul_18 = None
        mm_11: "bf16[256, 688]" = torch.ops.aten.mm.default(view_38, permute_20);  permute_20 = None
        view_39: "bf16[2, 128, 688]" = torch.ops.aten.view.default(mm_11, [2, 128, 688])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        convert_element_type_38: "f32[2, 128, 688]" = torch.ops.prims.convert_element_type.default(view_39, torch.float32);  view_39 = None
        neg_5: "f32[2, 128, 688]" = torch.ops.aten.neg.default(convert_element_type_38)
        exp_1: "f32[2, 128, 688]" = torch.ops.aten.exp.default(neg_5);  neg_5 = None
        add_15: "f32[2, 128, 688]" = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1: "f32[2, 128, 688]" = torch.ops.aten.div.Tensor(convert_element_type_38, add_15);  convert_element_type_38 = add_15 = None
        convert_element_type_39: "bf16[2, 128, 688]" = torch.ops.prims.convert_element_type.default(div_1, torch.bfloat16);  div_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_21: "bf16[256, 688]" = torch.ops.aten.permute.default(primals_20, [1, 0])
        mm_12: "bf16[256, 688]" = torch.ops.aten.mm.default(view_38, permute_21);  permute_21 = None
        view_41: "bf16[2, 128, 688]" = torch.ops.aten.view.default(mm_12, [2, 128, 688])
        mul_19: "bf16[2, 128, 688]" = torch.ops.aten.mul.Tensor(convert_element_type_39, view_41);  convert_element_type_39 = view_41 = None
        permute_22: "bf16[688, 256]" = torch.ops.aten.permute.default(primals_21, [1, 0])
        view_42: "bf16[256, 688]" = torch.ops.aten.view.default(mul_19, [256, 688]);  mul_19 = None
        mm_13: "bf16[256, 256]" = torch.ops.aten.mm.default(view_42, permute_22);  permute_22 = None
        view_43: "bf16[2, 128, 256]" = torch.ops.aten.view.default(mm_13, [2, 128, 256]);  mm_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        add_16: "bf16[2, 128, 256]" = torch.ops.aten.add.Tensor(add_13, view_43);  view_43 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        convert_element_type_44: "f32[2, 128, 256]" = torch.ops.prims.convert_element_type.default(add_16, torch.float32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_5: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_44, 2)
        mean_4: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_17: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
        mul_20: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_44, rsqrt_4);  convert_element_type_44 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        convert_element_type_45: "bf16[2, 128, 256]" = torch.ops.prims.convert_element_type.default(mul_20, torch.bfloat16);  mul_20 = None
        mul_21: "bf16[2, 128, 256]" = torch.ops.aten.mul.Tensor(primals_22, convert_element_type_45);  convert_element_type_45 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:480 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        permute_23: "bf16[256, 2048]" = torch.ops.aten.permute.default(primals_23, [1, 0])
        view_44: "bf16[256, 256]" = torch.ops.aten.view.default(mul_21, [256, 256]);  mul_21 = None
        mm_14: "bf16[256, 2048]" = torch.ops.aten.mm.default(view_44, permute_23);  permute_23 = None
        view_45: "bf16[2, 128, 2048]" = torch.ops.aten.view.default(mm_14, [2, 128, 2048]);  mm_14 = None
        return (permute_6, add_5, permute_17, add_12, view_45, primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, embedding, mm_default, rsqrt, view_4, add_4, view_13, view_14, where, getitem, getitem_1, getitem_6, getitem_7, mm_3, rsqrt_1, view_18, mm_4, mm_5, view_22, add_9, rsqrt_2, view_24, add_11, view_33, view_34, getitem_9, getitem_10, getitem_15, getitem_16, add_13, rsqrt_3, view_38, mm_11, mm_12, view_42, add_16, rsqrt_4, view_44)
