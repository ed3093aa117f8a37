class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64]", primals_2: "f32[64]", primals_3: "f32[16, 64]", primals_4: "f32[128, 64]", primals_5: "f32[128]", primals_6: "f32[64, 128]", primals_7: "f32[64]", primals_8: "f32[64]", primals_9: "f32[64]", primals_10: "f32[128, 64]", primals_11: "f32[128]", primals_12: "f32[64, 128]", primals_13: "f32[64]", primals_14: "f32[10, 64]", primals_15: "f32[10]"):
        # File: tests/data/runs/layers_train/train.py:17 in forward, code: return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [1], correction = 0, keepdim = True)
        getitem: "f32[16, 1]" = var_mean[0]
        getitem_1: "f32[16, 1]" = var_mean[1];  var_mean = None
        add: "f32[16, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[16, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[16, 64]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul: "f32[16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul, primals_1);  mul = primals_1 = None
        add_1: "f32[16, 64]" = torch.ops.aten.add.Tensor(mul_1, primals_2);  mul_1 = primals_2 = None
        permute: "f32[64, 128]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm: "f32[16, 128]" = torch.ops.aten.addmm.default(primals_5, add_1, permute);  primals_5 = permute = None
        mul_2: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_3: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[16, 128]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[16, 128]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[16, 128]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        permute_1: "f32[128, 64]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_7, mul_4, permute_1);  primals_7 = permute_1 = None
        add_3: "f32[16, 64]" = torch.ops.aten.add.Tensor(primals_3, addmm_1)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [1], correction = 0, keepdim = True)
        getitem_2: "f32[16, 1]" = var_mean_1[0]
        getitem_3: "f32[16, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[16, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1: "f32[16, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[16, 64]" = torch.ops.aten.sub.Tensor(add_3, getitem_3)
        mul_5: "f32[16, 64]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_6: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul_5, primals_8);  mul_5 = None
        add_5: "f32[16, 64]" = torch.ops.aten.add.Tensor(mul_6, primals_9);  mul_6 = primals_9 = None
        permute_2: "f32[64, 128]" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm_2: "f32[16, 128]" = torch.ops.aten.addmm.default(primals_11, add_5, permute_2);  primals_11 = permute_2 = None
        mul_7: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm_2, 0.5)
        mul_8: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm_2, 0.7071067811865476)
        erf_1: "f32[16, 128]" = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_6: "f32[16, 128]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_9: "f32[16, 128]" = torch.ops.aten.mul.Tensor(mul_7, add_6);  mul_7 = add_6 = None
        permute_3: "f32[128, 64]" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_3: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_13, mul_9, permute_3);  primals_13 = permute_3 = None
        add_7: "f32[16, 64]" = torch.ops.aten.add.Tensor(add_3, addmm_3);  add_3 = addmm_3 = None

        # File: tests/data/runs/layers_train/train.py:29 in forward, code: return self.head(x).softmax(-1)
        permute_4: "f32[64, 10]" = torch.ops.aten.permute.default(primals_14, [1, 0])
        addmm_4: "f32[16, 10]" = torch.ops.aten.addmm.default(primals_15, add_7, permute_4);  primals_15 = permute_4 = None
        amax: "f32[16, 1]" = torch.ops.aten.amax.default(addmm_4, [-1], True)
        sub_2: "f32[16, 10]" = torch.ops.aten.sub.Tensor(addmm_4, amax);  addmm_4 = amax = None
        exp: "f32[16, 10]" = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_1: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[16, 10]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, getitem_1, rsqrt, add_1, addmm, mul_4, addmm_1, getitem_3, rsqrt_1, add_5, addmm_2, mul_9, add_7, div)
