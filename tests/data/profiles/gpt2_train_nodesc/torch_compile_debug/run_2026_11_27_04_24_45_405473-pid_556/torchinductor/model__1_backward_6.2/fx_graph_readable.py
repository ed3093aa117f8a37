class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 128, 8192]", constant_pad_nd: "i64[8, 129]", amax: "f32[1024, 1]", log: "f32[1024, 1]", convert_element_type: "f32[]", tangents_1: "f32[]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:40 in fixed_cross_entropy, code: loss = nn.functional.cross_entropy(source, target, ignore_index=ignore_index, reduction=reduction)
        div_1: "f32[]" = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:64 in ForCausalLMLoss, code: shift_labels = labels[..., 1:].contiguous()
        slice_1: "i64[8, 128]" = torch.ops.aten.slice.Tensor(constant_pad_nd, 1, 1, 9223372036854775807);  constant_pad_nd = None
        clone: "i64[8, 128]" = torch.ops.aten.clone.default(slice_1, memory_format = torch.contiguous_format);  slice_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:68 in ForCausalLMLoss, code: shift_labels = shift_labels.view(-1)
        view_1: "i64[1024]" = torch.ops.aten.view.default(clone, [-1]);  clone = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:40 in fixed_cross_entropy, code: loss = nn.functional.cross_entropy(source, target, ignore_index=ignore_index, reduction=reduction)
        unsqueeze_1: "i64[1024, 1]" = torch.ops.aten.unsqueeze.default(view_1, 1);  view_1 = None
        ne_3: "b8[1024, 1]" = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_2: "i64[1024, 1]" = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default);  unsqueeze_1 = full_default = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:702 in forward, code: loss = self.loss_function(
        iota_default: "i64[8192]" = torch.ops.prims.iota.default(8192, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        view_default: "i64[1, 8192]" = torch.ops.aten.view.default(iota_default, [1, 8192]);  iota_default = None
        expand_default: "i64[1024, 8192]" = torch.ops.aten.expand.default(where_2, [1024, 8192]);  where_2 = None
        eq_tensor: "b8[1024, 8192]" = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default: "f32[]" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0))
        scalar_tensor_default_1: "f32[]" = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0))
        where_self: "f32[1024, 8192]" = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:40 in fixed_cross_entropy, code: loss = nn.functional.cross_entropy(source, target, ignore_index=ignore_index, reduction=reduction)
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_3: "f32[1024, 1]" = torch.ops.aten.where.self(ne_3, div_1, full_default_1);  ne_3 = div_1 = full_default_1 = None
        mul: "f32[1024, 8192]" = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:67 in ForCausalLMLoss, code: logits = logits.view(-1, vocab_size)
        view: "f32[1024, 8192]" = torch.ops.aten.view.default(primals_1, [-1, 8192]);  primals_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:40 in fixed_cross_entropy, code: loss = nn.functional.cross_entropy(source, target, ignore_index=ignore_index, reduction=reduction)
        sub: "f32[1024, 8192]" = torch.ops.aten.sub.Tensor(view, amax);  view = amax = None
        sub_1: "f32[1024, 8192]" = torch.ops.aten.sub.Tensor(sub, log);  sub = log = None
        exp_1: "f32[1024, 8192]" = torch.ops.aten.exp.default(sub_1);  sub_1 = None
        sum_4: "f32[1024, 1]" = torch.ops.aten.sum.dim_IntList(mul, [1], True)
        mul_1: "f32[1024, 8192]" = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_2: "f32[1024, 8192]" = torch.ops.aten.sub.Tensor(mul, mul_1);  mul = mul_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:67 in ForCausalLMLoss, code: logits = logits.view(-1, vocab_size)
        view_2: "f32[8, 128, 8192]" = torch.ops.aten.view.default(sub_2, [8, 128, 8192]);  sub_2 = None
        return (view_2, None)
