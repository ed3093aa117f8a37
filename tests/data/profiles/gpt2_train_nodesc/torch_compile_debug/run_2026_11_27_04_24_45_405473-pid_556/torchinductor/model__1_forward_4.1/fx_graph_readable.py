class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 128, 8192]", primals_2: "i64[8, 128]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/nn/functional.py:5430 in pad, code: return torch._C._nn.pad(input, pad, mode, value)
        constant_pad_nd: "i64[8, 129]" = torch.ops.aten.constant_pad_nd.default(primals_2, [0, 1], -100.0);  primals_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:64 in ForCausalLMLoss, code: shift_labels = labels[..., 1:].contiguous()
        slice_1: "i64[8, 128]" = torch.ops.aten.slice.Tensor(constant_pad_nd, 1, 1, 9223372036854775807)
        clone: "i64[8, 128]" = torch.ops.aten.clone.default(slice_1, memory_format = torch.contiguous_format);  slice_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:67 in ForCausalLMLoss, code: logits = logits.view(-1, vocab_size)
        view: "f32[1024, 8192]" = torch.ops.aten.view.default(primals_1, [-1, 8192])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:68 in ForCausalLMLoss, code: shift_labels = shift_labels.view(-1)
        view_1: "i64[1024]" = torch.ops.aten.view.default(clone, [-1]);  clone = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/loss/loss_utils.py:40 in fixed_cross_entropy, code: loss = nn.functional.cross_entropy(source, target, ignore_index=ignore_index, reduction=reduction)
        amax: "f32[1024, 1]" = torch.ops.aten.amax.default(view, [1], True)
        sub: "f32[1024, 8192]" = torch.ops.aten.sub.Tensor(view, amax);  view = None
        exp: "f32[1024, 8192]" = torch.ops.aten.exp.default(sub)
        sum_1: "f32[1024, 1]" = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        log: "f32[1024, 1]" = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_1: "f32[1024, 8192]" = torch.ops.aten.sub.Tensor(sub, log);  sub = None
        ne: "b8[1024]" = torch.ops.aten.ne.Scalar(view_1, -100)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "i64[1024]" = torch.ops.aten.where.self(ne, view_1, full_default);  view_1 = full_default = None
        unsqueeze: "i64[1024, 1]" = torch.ops.aten.unsqueeze.default(where, 1);  where = None
        gather: "f32[1024, 1]" = torch.ops.aten.gather.default(sub_1, 1, unsqueeze);  sub_1 = unsqueeze = None
        squeeze: "f32[1024]" = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
        neg: "f32[1024]" = torch.ops.aten.neg.default(squeeze);  squeeze = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[1024]" = torch.ops.aten.where.self(ne, neg, full_default_1);  neg = full_default_1 = None
        sum_2: "i64[]" = torch.ops.aten.sum.default(ne);  ne = None
        convert_element_type: "f32[]" = torch.ops.prims.convert_element_type.default(sum_2, torch.float32);  sum_2 = None
        sum_3: "f32[]" = torch.ops.aten.sum.default(where_1);  where_1 = None
        div: "f32[]" = torch.ops.aten.div.Tensor(sum_3, convert_element_type);  sum_3 = None
        return (div, primals_1, constant_pad_nd, amax, log, convert_element_type)
