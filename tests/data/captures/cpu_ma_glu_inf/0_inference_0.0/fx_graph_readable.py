class <lambda>(torch.nn.Module):
    def forward(self, arg6_1: "f32[256, 256]"):
        # No stacktrace found for following nodes
        arg1_1: "f32[512]" = self._frozen_param1
        arg3_1: "f32[256]" = self._frozen_param3
        arg5_1: "f32[256]" = self._frozen_param5
        permute_default_2 = self._frozen_param9
        _mkl_reorder_linear_weight_2 = self._frozen_param10

        # File: scripts/capture_family_models.py:242 in forward, code: a, b = s.gate_up(x).chunk(2, -1)
        _mkl_linear_2: "f32[256, 512]" = torch.ops.mkl._mkl_linear(arg6_1, _mkl_reorder_linear_weight_2, permute_default_2, arg1_1, 256);  arg6_1 = _mkl_reorder_linear_weight_2 = permute_default_2 = arg1_1 = None
        split = torch.ops.aten.split.Tensor(_mkl_linear_2, 256, -1);  _mkl_linear_2 = None
        getitem: "f32[256, 256]" = split[0]
        getitem_1: "f32[256, 256]" = split[1];  split = None

        # File: scripts/capture_family_models.py:243 in forward, code: h = s.down(F.silu(a) * b)
        neg: "f32[256, 256]" = torch.ops.aten.neg.default(getitem)
        exp: "f32[256, 256]" = torch.ops.aten.exp.default(neg);  neg = None
        add: "f32[256, 256]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[256, 256]" = torch.ops.aten.div.Tensor(getitem, add);  getitem = add = None
        mul: "f32[256, 256]" = torch.ops.aten.mul.Tensor(div, getitem_1);  div = getitem_1 = None

        # No stacktrace found for following nodes
        permute_default_1 = self._frozen_param11
        _mkl_reorder_linear_weight_1 = self._frozen_param12

        # File: scripts/capture_family_models.py:243 in forward, code: h = s.down(F.silu(a) * b)
        _mkl_linear_1: "f32[256, 256]" = torch.ops.mkl._mkl_linear(mul, _mkl_reorder_linear_weight_1, permute_default_1, arg3_1, 256);  mul = _mkl_reorder_linear_weight_1 = permute_default_1 = arg3_1 = None

        # No stacktrace found for following nodes
        permute_default = self._frozen_param13
        _mkl_reorder_linear_weight = self._frozen_param14

        # File: scripts/capture_family_models.py:244 in forward, code: y = s.sq(h[:, :h.shape[0]] if h.shape[0] <= h.shape[1] else h)
        _mkl_linear: "f32[256, 256]" = torch.ops.mkl._mkl_linear(_mkl_linear_1, _mkl_reorder_linear_weight, permute_default, arg5_1, 256);  _mkl_linear_1 = _mkl_reorder_linear_weight = permute_default = arg5_1 = None

        # File: scripts/capture_family_models.py:245 in forward, code: return torch.relu(y) + 1.0, y + y.t() if y.shape[0] == y.shape[1] else y * 2.0
        relu: "f32[256, 256]" = torch.ops.aten.relu.default(_mkl_linear)
        add_1: "f32[256, 256]" = torch.ops.aten.add.Tensor(relu, 1.0);  relu = None
        permute_3: "f32[256, 256]" = torch.ops.aten.permute.default(_mkl_linear, [1, 0])
        add_2: "f32[256, 256]" = torch.ops.aten.add.Tensor(_mkl_linear, permute_3);  _mkl_linear = permute_3 = None
        return (add_1, add_2)
