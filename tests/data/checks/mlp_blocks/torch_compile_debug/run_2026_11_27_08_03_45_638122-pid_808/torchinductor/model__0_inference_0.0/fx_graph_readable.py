class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256]", arg1_1: "f32[256]", arg2_1: "f32[8, 128, 256]", arg3_1: "f32[1024, 256]", arg4_1: "f32[1024]", arg5_1: "f32[256, 1024]", arg6_1: "f32[256]", arg7_1: "f32[256]", arg8_1: "f32[256]", arg9_1: "f32[1024, 256]", arg10_1: "f32[1024]", arg11_1: "f32[256, 1024]", arg12_1: "f32[256]"):
        # File: /work/main/scripts/ci-example/model.py:16 in forward, code: h = self.norm(x)
        var_mean = torch.ops.aten.var_mean.correction(arg2_1, [2], correction = 0, keepdim = True)
        getitem: "f32[8, 128, 1]" = var_mean[0]
        getitem_1: "f32[8, 128, 1]" = var_mean[1];  var_mean = None
        add: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(arg2_1, getitem_1);  getitem_1 = None
        mul: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul, arg0_1);  mul = arg0_1 = None
        add_1: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None

        # File: /work/main/scripts/ci-example/model.py:17 in forward, code: h = F.gelu(self.up(h))
        view: "f32[1024, 256]" = torch.ops.aten.view.default(add_1, [1024, 256]);  add_1 = None
        permute: "f32[256, 1024]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm: "f32[1024, 1024]" = torch.ops.aten.addmm.default(arg4_1, view, permute);  arg4_1 = view = permute = None
        view_1: "f32[8, 128, 1024]" = torch.ops.aten.view.default(addmm, [8, 128, 1024]);  addmm = None
        mul_2: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_3: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf: "f32[8, 128, 1024]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None

        # File: /work/main/scripts/ci-example/model.py:18 in forward, code: return x + self.down(h)
        view_2: "f32[1024, 1024]" = torch.ops.aten.view.default(mul_4, [1024, 1024]);  mul_4 = None
        permute_1: "f32[1024, 256]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_1: "f32[1024, 256]" = torch.ops.aten.addmm.default(arg6_1, view_2, permute_1);  arg6_1 = view_2 = permute_1 = None
        view_3: "f32[8, 128, 256]" = torch.ops.aten.view.default(addmm_1, [8, 128, 256]);  addmm_1 = None
        add_3: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(arg2_1, view_3);  arg2_1 = view_3 = None

        # File: /work/main/scripts/ci-example/model.py:16 in forward, code: h = self.norm(x)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_2: "f32[8, 128, 1]" = var_mean_1[0]
        getitem_3: "f32[8, 128, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[8, 128, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1: "f32[8, 128, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[8, 128, 256]" = torch.ops.aten.sub.Tensor(add_3, getitem_3);  getitem_3 = None
        mul_5: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_6: "f32[8, 128, 256]" = torch.ops.aten.mul.Tensor(mul_5, arg7_1);  mul_5 = arg7_1 = None
        add_5: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(mul_6, arg8_1);  mul_6 = arg8_1 = None

        # File: /work/main/scripts/ci-example/model.py:17 in forward, code: h = F.gelu(self.up(h))
        view_4: "f32[1024, 256]" = torch.ops.aten.view.default(add_5, [1024, 256]);  add_5 = None
        permute_2: "f32[256, 1024]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        addmm_2: "f32[1024, 1024]" = torch.ops.aten.addmm.default(arg10_1, view_4, permute_2);  arg10_1 = view_4 = permute_2 = None
        view_5: "f32[8, 128, 1024]" = torch.ops.aten.view.default(addmm_2, [8, 128, 1024]);  addmm_2 = None
        mul_7: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_5, 0.5)
        mul_8: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(view_5, 0.7071067811865476);  view_5 = None
        erf_1: "f32[8, 128, 1024]" = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_6: "f32[8, 128, 1024]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_9: "f32[8, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_7, add_6);  mul_7 = add_6 = None

        # File: /work/main/scripts/ci-example/model.py:18 in forward, code: return x + self.down(h)
        view_6: "f32[1024, 1024]" = torch.ops.aten.view.default(mul_9, [1024, 1024]);  mul_9 = None
        permute_3: "f32[1024, 256]" = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        addmm_3: "f32[1024, 256]" = torch.ops.aten.addmm.default(arg12_1, view_6, permute_3);  arg12_1 = view_6 = permute_3 = None
        view_7: "f32[8, 128, 256]" = torch.ops.aten.view.default(addmm_3, [8, 128, 256]);  addmm_3 = None
        add_7: "f32[8, 128, 256]" = torch.ops.aten.add.Tensor(add_3, view_7);  add_3 = view_7 = None
        return (add_7,)
