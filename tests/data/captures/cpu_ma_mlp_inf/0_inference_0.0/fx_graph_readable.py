class <lambda>(torch.nn.Module):
    def forward(self, arg6_1: "f32[64, 256]"):
        # No stacktrace found for following nodes
        arg1_1: "f32[1024]" = self._frozen_param1
        arg2_1: "f32[1024]" = self._frozen_param2
        arg3_1: "f32[1024]" = self._frozen_param3
        arg5_1: "f32[256]" = self._frozen_param5
        permute_default_1 = self._frozen_param8
        _mkl_reorder_linear_weight_1 = self._frozen_param9

        # File: scripts/capture_family_models.py:183 in forward, code: return s.l2(F.gelu(s.ln(s.l1(x)))) + x
        _mkl_linear_1: "f32[64, 1024]" = torch.ops.mkl._mkl_linear(arg6_1, _mkl_reorder_linear_weight_1, permute_default_1, arg1_1, 64);  _mkl_reorder_linear_weight_1 = permute_default_1 = arg1_1 = None
        var_mean = torch.ops.aten.var_mean.correction(_mkl_linear_1, [1], correction = 0, keepdim = True)
        getitem: "f32[64, 1]" = var_mean[0]
        getitem_1: "f32[64, 1]" = var_mean[1];  var_mean = None
        add: "f32[64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[64, 1024]" = torch.ops.aten.sub.Tensor(_mkl_linear_1, getitem_1);  _mkl_linear_1 = getitem_1 = None
        mul: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(mul, arg2_1);  mul = arg2_1 = None
        add_1: "f32[64, 1024]" = torch.ops.aten.add.Tensor(mul_1, arg3_1);  mul_1 = arg3_1 = None
        mul_2: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(add_1, 0.5)
        mul_3: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476);  add_1 = None
        erf: "f32[64, 1024]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[64, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None

        # No stacktrace found for following nodes
        permute_default = self._frozen_param10
        _mkl_reorder_linear_weight = self._frozen_param11

        # File: scripts/capture_family_models.py:183 in forward, code: return s.l2(F.gelu(s.ln(s.l1(x)))) + x
        _mkl_linear: "f32[64, 256]" = torch.ops.mkl._mkl_linear(mul_4, _mkl_reorder_linear_weight, permute_default, arg5_1, 64);  mul_4 = _mkl_reorder_linear_weight = permute_default = arg5_1 = None
        add_3: "f32[64, 256]" = torch.ops.aten.add.Tensor(_mkl_linear, arg6_1);  _mkl_linear = arg6_1 = None
        return (add_3,)
