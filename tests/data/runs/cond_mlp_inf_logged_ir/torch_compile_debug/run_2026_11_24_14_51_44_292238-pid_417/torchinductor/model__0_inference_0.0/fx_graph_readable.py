class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256, 256]", arg1_1: "f32[256]", arg2_1: "f32[64, 256]", arg3_1: "f32[256]", arg4_1: "f32[256]", arg5_1: "f32[256, 256]", arg6_1: "f32[256]"):
        # File: /work/main/scripts/capture_family_models.py:249 in forward, code: h = s.l1(x)
        permute: "f32[256, 256]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[64, 256]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = permute = None

        # File: /work/main/scripts/capture_family_models.py:250 in forward, code: y = torch.cond(h.sum() > 0, lambda v: F.gelu(s.ln(v)) * 2.0 + 1.0,
        sum_1: "f32[]" = torch.ops.aten.sum.default(addmm)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (addmm, arg4_1, arg3_1));  gt = true_graph_0 = false_graph_0 = addmm = arg4_1 = arg3_1 = None
        getitem: "f32[64, 256]" = cond[0];  cond = None

        # File: /work/main/scripts/capture_family_models.py:252 in forward, code: return s.l2(y) + x
        permute_1: "f32[256, 256]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_1: "f32[64, 256]" = torch.ops.aten.addmm.default(arg6_1, getitem, permute_1);  arg6_1 = getitem = permute_1 = None
        add: "f32[64, 256]" = torch.ops.aten.add.Tensor(addmm_1, arg2_1);  addmm_1 = arg2_1 = None
        return (add,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[64, 256]", arg1_1: "f32[256]", arg2_1: "f32[256]"):
            # File: /work/main/scripts/capture_family_models.py:250 in <lambda>, code: y = torch.cond(h.sum() > 0, lambda v: F.gelu(s.ln(v)) * 2.0 + 1.0,
            var_mean = torch.ops.aten.var_mean.correction(arg0_1, [1], correction = 0, keepdim = True)
            getitem: "f32[64, 1]" = var_mean[0]
            getitem_1: "f32[64, 1]" = var_mean[1];  var_mean = None
            add: "f32[64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
            rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
            sub: "f32[64, 256]" = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
            mul: "f32[64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
            mul_1: "f32[64, 256]" = torch.ops.aten.mul.Tensor(mul, arg2_1);  mul = arg2_1 = None
            add_1: "f32[64, 256]" = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
            mul_2: "f32[64, 256]" = torch.ops.aten.mul.Tensor(add_1, 0.5)
            mul_3: "f32[64, 256]" = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476);  add_1 = None
            erf: "f32[64, 256]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
            add_2: "f32[64, 256]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
            mul_4: "f32[64, 256]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
            mul_5: "f32[64, 256]" = torch.ops.aten.mul.Tensor(mul_4, 2.0);  mul_4 = None
            add_3: "f32[64, 256]" = torch.ops.aten.add.Tensor(mul_5, 1.0);  mul_5 = None
            return (add_3,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[64, 256]", arg1_1: "f32[256]", arg2_1: "f32[256]"):
            # File: /work/main/scripts/capture_family_models.py:251 in <lambda>, code: lambda v: torch.relu(v).softmax(-1) - v.mean(-1, keepdim=True), (h,))
            relu: "f32[64, 256]" = torch.ops.aten.relu.default(arg0_1)
            amax: "f32[64, 1]" = torch.ops.aten.amax.default(relu, [-1], True)
            sub: "f32[64, 256]" = torch.ops.aten.sub.Tensor(relu, amax);  relu = amax = None
            exp: "f32[64, 256]" = torch.ops.aten.exp.default(sub);  sub = None
            sum_1: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
            div: "f32[64, 256]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
            mean: "f32[64, 1]" = torch.ops.aten.mean.dim(arg0_1, [-1], True);  arg0_1 = None
            sub_1: "f32[64, 256]" = torch.ops.aten.sub.Tensor(div, mean);  div = mean = None
            return (sub_1,)
