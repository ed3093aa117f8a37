class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[8, 128]", primals_2: "f32[8192, 256]", primals_3: "f32[128, 256]", primals_4: "f32[256]", primals_5: "f32[256]", primals_6: "f32[768]", primals_7: "f32[256, 768]", primals_8: "f32[256]", primals_9: "f32[256, 256]", primals_10: "f32[256]", primals_11: "f32[256]", primals_12: "f32[1024]", primals_13: "f32[256, 1024]", primals_14: "f32[256]", primals_15: "f32[1024, 256]", primals_16: "f32[256]", primals_17: "f32[256]", primals_18: "f32[768]", primals_19: "f32[256, 768]", primals_20: "f32[256]", primals_21: "f32[256, 256]", primals_22: "f32[256]", primals_23: "f32[256]", primals_24: "f32[1024]", primals_25: "f32[256, 1024]", primals_26: "f32[256]", primals_27: "f32[1024, 256]", primals_28: "f32[256]", primals_29: "f32[256]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding: "f32[8, 128, 256]" = torch.ops.aten.embedding.default(primals_2, primals_1)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:573 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        iota: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add: "i64[128]" = torch.ops.aten.add.Tensor(iota, 0);  iota = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:574 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 128]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_1: "f32[1, 128, 256]" = torch.ops.aten.embedding.default(primals_3, unsqueeze);  primals_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add_1: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(embedding, embedding_1)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:859 in _preprocess_mask_arguments, code: position_ids = position_ids.expand(batch_size, -1)
        expand: "i64[8, 128]" = torch.ops.aten.expand.default(unsqueeze, [8, -1])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:750 in find_packed_sequence_indices, code: first_dummy_value = position_ids[:, :1] - 1  # We just need the diff on this first value to be 1
        slice_1: "i64[8, 1]" = torch.ops.aten.slice.Tensor(expand, 1, 0, 1)
        sub: "i64[8, 1]" = torch.ops.aten.sub.Tensor(slice_1, 1);  slice_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:751 in find_packed_sequence_indices, code: position_diff = torch.diff(position_ids, prepend=first_dummy_value, dim=-1)
        cat: "i64[8, 129]" = torch.ops.aten.cat.default([sub, expand], -1);  sub = expand = None
        slice_2: "i64[8, 128]" = torch.ops.aten.slice.Tensor(cat, -1, 0, 128)
        slice_3: "i64[8, 128]" = torch.ops.aten.slice.Tensor(cat, -1, 1, 129);  cat = None
        sub_1: "i64[8, 128]" = torch.ops.aten.sub.Tensor(slice_3, slice_2);  slice_3 = slice_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:752 in find_packed_sequence_indices, code: packed_sequence_mask = (position_diff != 1).cumsum(-1)
        ne: "b8[8, 128]" = torch.ops.aten.ne.Scalar(sub_1, 1);  sub_1 = None
        cumsum: "i64[8, 128]" = torch.ops.aten.cumsum.default(ne, -1);  ne = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:508 in sdpa_mask, code: batch_arange = torch.arange(batch_size, device=device)
        iota_1: "i64[8]" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:365 in _non_vmap_expansion_sdpa, code: batch_indices = batch_indices[:, None, None, None]
        unsqueeze_1: "i64[8, 1]" = torch.ops.aten.unsqueeze.default(iota_1, 1);  iota_1 = None
        unsqueeze_2: "i64[8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
        unsqueeze_3: "i64[8, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_5: "i64[1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1)
        unsqueeze_6: "i64[1, 1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_9: "i64[1, 1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:55 in and_mask, code: result = q_idx.new_ones((), dtype=torch.bool)
        full_default: "b8[]" = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 128, 128]" = torch.ops.aten.le.Tensor(unsqueeze_9, unsqueeze_6)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and: "b8[1, 1, 128, 128]" = torch.ops.aten.bitwise_and.Tensor(full_default, le);  full_default = le = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:189 in inner_mask, code: return packed_sequence_mask[batch_idx, q_idx] == packed_sequence_mask[batch_idx, kv_idx]
        index: "i64[8, 1, 128, 1]" = torch.ops.aten.index.Tensor(cumsum, [unsqueeze_3, unsqueeze_6]);  unsqueeze_6 = None
        index_1: "i64[8, 1, 1, 128]" = torch.ops.aten.index.Tensor(cumsum, [unsqueeze_3, unsqueeze_9]);  cumsum = unsqueeze_3 = unsqueeze_9 = None
        eq: "b8[8, 1, 128, 128]" = torch.ops.aten.eq.Tensor(index, index_1);  index = index_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and_1: "b8[8, 1, 128, 128]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, eq);  bitwise_and = eq = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand_1: "b8[8, 1, 128, 128]" = torch.ops.aten.expand.default(bitwise_and_1, [8, -1, 128, 128]);  bitwise_and_1 = None

        # No stacktrace found for following nodes
        inductor_seeds_default: "i64[5]" = torch.ops.prims.inductor_seeds.default(5, device(type='cuda', index=0))

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:603 in forward, code: hidden_states = self.drop(hidden_states)
        inductor_lookup_seed_default: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0)
        inductor_random_default_4: "f32[8, 128, 256]" = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default, 'rand');  inductor_lookup_seed_default = None
        gt: "b8[8, 128, 256]" = torch.ops.aten.gt.Scalar(inductor_random_default_4, 0.1);  inductor_random_default_4 = None
        mul: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(gt, add_1);  add_1 = None
        mul_1: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul, 1.1111111111111112);  mul = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean = torch.ops.aten.var_mean.correction(mul_1, [2], correction = 0, keepdim = True)
        getitem: "f32[8, 128, 1]" = var_mean[0]
        getitem_1: "f32[8, 128, 1]" = var_mean[1];  var_mean = None
        add_4: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_2: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(mul_1, getitem_1)
        mul_2: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt);  sub_2 = None
        mul_3: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_2, primals_4);  mul_2 = None
        add_5: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_3, primals_5);  mul_3 = primals_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_1: "f32[1024, 256]" = torch.ops.aten.view.default(add_5, [-1, 256]);  add_5 = None
        addmm: "f32[1024, 768]" = torch.ops.aten.addmm.default(primals_6, view_1, primals_7);  primals_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_2: "f32[8, 128, 768]" = torch.ops.aten.view.default(addmm, [8, 128, 768]);  addmm = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = torch.ops.aten.split.Tensor(view_2, 256, 2);  view_2 = None
        getitem_2: "f32[8, 128, 256]" = split[0]
        getitem_3: "f32[8, 128, 256]" = split[1]
        getitem_4: "f32[8, 128, 256]" = split[2];  split = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_3: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(getitem_3, [8, 128, -1, 64]);  getitem_3 = None
        permute: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(getitem_4, [8, 128, -1, 64]);  getitem_4 = None
        permute_1: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_5: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(getitem_2, [8, 128, -1, 64]);  getitem_2 = None
        permute_2: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_1: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[8, 1, 128, 128]" = torch.ops.aten.where.self(expand_1, full_default_2, full_default_1);  expand_1 = full_default_2 = full_default_1 = None
        expand_2: "f32[8, 4, 128, 128]" = torch.ops.aten.expand.default(where, [8, 4, 128, 128])
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, permute, permute_1, expand_2, True, 0.1, scale = 0.125)
        getitem_5: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention[0]
        getitem_6: "f32[8, 4, 128]" = _scaled_dot_product_efficient_attention[1]
        getitem_7: "i64[]" = _scaled_dot_product_efficient_attention[2]
        getitem_8: "i64[]" = _scaled_dot_product_efficient_attention[3];  _scaled_dot_product_efficient_attention = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_6: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_3, [8, 128, -1]);  permute_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_7: "f32[1024, 256]" = torch.ops.aten.view.default(view_6, [-1, 256]);  view_6 = None
        addmm_1: "f32[1024, 256]" = torch.ops.aten.addmm.default(primals_8, view_7, primals_9);  primals_8 = view_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_8: "f32[8, 128, 256]" = torch.ops.aten.view.default(addmm_1, [8, 128, 256]);  addmm_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        inductor_lookup_seed_default_1: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 1)
        inductor_random_default_3: "f32[8, 128, 256]" = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_1, 'rand');  inductor_lookup_seed_default_1 = None
        gt_1: "b8[8, 128, 256]" = torch.ops.aten.gt.Scalar(inductor_random_default_3, 0.1);  inductor_random_default_3 = None
        mul_4: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(gt_1, view_8);  view_8 = None
        mul_5: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_4, 1.1111111111111112);  mul_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_6: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_5, mul_1);  mul_5 = mul_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_6, [2], correction = 0, keepdim = True)
        getitem_9: "f32[8, 128, 1]" = var_mean_1[0]
        getitem_10: "f32[8, 128, 1]" = var_mean_1[1];  var_mean_1 = None
        add_7: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        sub_3: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(add_6, getitem_10);  getitem_10 = None
        mul_6: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_7: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_6, primals_10)
        add_8: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_7, primals_11);  mul_7 = primals_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_9: "f32[1024, 256]" = torch.ops.aten.view.default(add_8, [-1, 256]);  add_8 = None
        addmm_2: "f32[1024, 1024]" = torch.ops.aten.addmm.default(primals_12, view_9, primals_13);  primals_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_10: "f32[8, 128, 1024]" = torch.ops.aten.view.default(addmm_2, [8, 128, 1024])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_8: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_10, 0.5)
        pow_1: "f32[8, 128, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_10, 3.0)
        mul_9: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_9: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(view_10, mul_9);  view_10 = mul_9 = None
        mul_10: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(add_9, 0.7978845608028654);  add_9 = None
        tanh: "f32[8, 128, 1024]" = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
        add_10: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_11: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_8, add_10);  mul_8 = add_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_11: "f32[1024, 1024]" = torch.ops.aten.view.default(mul_11, [-1, 1024]);  mul_11 = None
        addmm_3: "f32[1024, 256]" = torch.ops.aten.addmm.default(primals_14, view_11, primals_15);  primals_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_12: "f32[8, 128, 256]" = torch.ops.aten.view.default(addmm_3, [8, 128, 256]);  addmm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        inductor_lookup_seed_default_2: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 2)
        inductor_random_default_2: "f32[8, 128, 256]" = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_2, 'rand');  inductor_lookup_seed_default_2 = None
        gt_2: "b8[8, 128, 256]" = torch.ops.aten.gt.Scalar(inductor_random_default_2, 0.1);  inductor_random_default_2 = None
        mul_12: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(gt_2, view_12);  view_12 = None
        mul_13: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_12, 1.1111111111111112);  mul_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_11: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(add_6, mul_13);  add_6 = mul_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_11, [2], correction = 0, keepdim = True)
        getitem_11: "f32[8, 128, 1]" = var_mean_2[0]
        getitem_12: "f32[8, 128, 1]" = var_mean_2[1];  var_mean_2 = None
        add_12: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        sub_4: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(add_11, getitem_12);  getitem_12 = None
        mul_14: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_2);  sub_4 = None
        mul_15: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_14, primals_16)
        add_13: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_15, primals_17);  mul_15 = primals_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_13: "f32[1024, 256]" = torch.ops.aten.view.default(add_13, [-1, 256]);  add_13 = None
        addmm_4: "f32[1024, 768]" = torch.ops.aten.addmm.default(primals_18, view_13, primals_19);  primals_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_14: "f32[8, 128, 768]" = torch.ops.aten.view.default(addmm_4, [8, 128, 768]);  addmm_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = torch.ops.aten.split.Tensor(view_14, 256, 2);  view_14 = None
        getitem_13: "f32[8, 128, 256]" = split_1[0]
        getitem_14: "f32[8, 128, 256]" = split_1[1]
        getitem_15: "f32[8, 128, 256]" = split_1[2];  split_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_15: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(getitem_14, [8, 128, -1, 64]);  getitem_14 = None
        permute_4: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_16: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(getitem_15, [8, 128, -1, 64]);  getitem_15 = None
        permute_5: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_17: "f32[8, 128, 4, 64]" = torch.ops.aten.view.default(getitem_13, [8, 128, -1, 64]);  getitem_13 = None
        permute_6: "f32[8, 4, 128, 64]" = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, permute_4, permute_5, expand_2, True, 0.1, scale = 0.125);  expand_2 = None
        getitem_16: "f32[8, 4, 128, 64]" = _scaled_dot_product_efficient_attention_1[0]
        getitem_17: "f32[8, 4, 128]" = _scaled_dot_product_efficient_attention_1[1]
        getitem_18: "i64[]" = _scaled_dot_product_efficient_attention_1[2]
        getitem_19: "i64[]" = _scaled_dot_product_efficient_attention_1[3];  _scaled_dot_product_efficient_attention_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[8, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_18: "f32[8, 128, 256]" = torch.ops.aten.view.default(permute_7, [8, 128, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_19: "f32[1024, 256]" = torch.ops.aten.view.default(view_18, [-1, 256]);  view_18 = None
        addmm_5: "f32[1024, 256]" = torch.ops.aten.addmm.default(primals_20, view_19, primals_21);  primals_20 = view_19 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_20: "f32[8, 128, 256]" = torch.ops.aten.view.default(addmm_5, [8, 128, 256]);  addmm_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        inductor_lookup_seed_default_3: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 3)
        inductor_random_default_1: "f32[8, 128, 256]" = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_3, 'rand');  inductor_lookup_seed_default_3 = None
        gt_3: "b8[8, 128, 256]" = torch.ops.aten.gt.Scalar(inductor_random_default_1, 0.1);  inductor_random_default_1 = None
        mul_16: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(gt_3, view_20);  view_20 = None
        mul_17: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_16, 1.1111111111111112);  mul_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_14: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_17, add_11);  mul_17 = add_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_3 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_20: "f32[8, 128, 1]" = var_mean_3[0]
        getitem_21: "f32[8, 128, 1]" = var_mean_3[1];  var_mean_3 = None
        add_15: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_5: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(add_14, getitem_21);  getitem_21 = None
        mul_18: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_5, rsqrt_3);  sub_5 = None
        mul_19: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_18, primals_22)
        add_16: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_19, primals_23);  mul_19 = primals_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_21: "f32[1024, 256]" = torch.ops.aten.view.default(add_16, [-1, 256]);  add_16 = None
        addmm_6: "f32[1024, 1024]" = torch.ops.aten.addmm.default(primals_24, view_21, primals_25);  primals_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_22: "f32[8, 128, 1024]" = torch.ops.aten.view.default(addmm_6, [8, 128, 1024])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_20: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_22, 0.5)
        pow_2: "f32[8, 128, 1024]" = torch.ops.aten.pow.Tensor_Scalar(view_22, 3.0)
        mul_21: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_17: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(view_22, mul_21);  view_22 = mul_21 = None
        mul_22: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(add_17, 0.7978845608028654);  add_17 = None
        tanh_1: "f32[8, 128, 1024]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
        add_18: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_23: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_20, add_18);  mul_20 = add_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_23: "f32[1024, 1024]" = torch.ops.aten.view.default(mul_23, [-1, 1024]);  mul_23 = None
        addmm_7: "f32[1024, 256]" = torch.ops.aten.addmm.default(primals_26, view_23, primals_27);  primals_26 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_24: "f32[8, 128, 256]" = torch.ops.aten.view.default(addmm_7, [8, 128, 256]);  addmm_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        inductor_lookup_seed_default_4: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 4);  inductor_seeds_default = None
        inductor_random_default: "f32[8, 128, 256]" = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_4, 'rand');  inductor_lookup_seed_default_4 = None
        gt_4: "b8[8, 128, 256]" = torch.ops.aten.gt.Scalar(inductor_random_default, 0.1);  inductor_random_default = None
        mul_24: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(gt_4, view_24);  view_24 = None
        mul_25: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_24, 1.1111111111111112);  mul_24 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_19: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(add_14, mul_25);  add_14 = mul_25 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        var_mean_4 = torch.ops.aten.var_mean.correction(add_19, [2], correction = 0, keepdim = True)
        getitem_22: "f32[8, 128, 1]" = var_mean_4[0]
        getitem_23: "f32[8, 128, 1]" = var_mean_4[1];  var_mean_4 = None
        add_20: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        sub_6: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(add_19, getitem_23);  add_19 = getitem_23 = None
        mul_26: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_6, rsqrt_4);  sub_6 = None
        mul_27: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_26, primals_28)
        add_21: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_27, primals_29);  mul_27 = primals_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        permute_8: "f32[256, 8192]" = torch.ops.aten.permute.default(primals_2, [1, 0])
        view_26: "f32[1024, 256]" = torch.ops.aten.view.default(add_21, [1024, 256])
        mm: "f32[1024, 8192]" = torch.ops.aten.mm.default(view_26, permute_8);  permute_8 = None
        view_27: "f32[8, 128, 8192]" = torch.ops.aten.view.default(mm, [8, 128, 8192]);  mm = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        div: "f32[8, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt_4, 256);  rsqrt_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_14: "f32[1024, 1024]" = torch.ops.aten.permute.default(view_23, [1, 0]);  view_23 = None
        permute_16: "f32[256, 1024]" = torch.ops.aten.permute.default(view_21, [1, 0]);  view_21 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        div_1: "f32[8, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt_3, 256);  rsqrt_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_24: "f32[256, 1024]" = torch.ops.aten.permute.default(view_13, [1, 0]);  view_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        div_2: "f32[8, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt_2, 256);  rsqrt_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_26: "f32[1024, 1024]" = torch.ops.aten.permute.default(view_11, [1, 0]);  view_11 = None
        permute_28: "f32[256, 1024]" = torch.ops.aten.permute.default(view_9, [1, 0]);  view_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        div_3: "f32[8, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_36: "f32[256, 1024]" = torch.ops.aten.permute.default(view_1, [1, 0]);  view_1 = None
        return (view_27, add_21, primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute, permute_1, permute_2, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_4, permute_5, permute_6, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, view_26, div, permute_14, permute_16, div_1, permute_24, div_2, permute_26, permute_28, div_3, permute_36)
