class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[64, 256]", primals_4: "f32[1024, 256]", primals_6: "f32[256, 1024]", getitem_1: "f32[64, 1]", rsqrt: "f32[64, 1]", add_1: "f32[64, 256]", addmm: "f32[64, 1024]", mul_4: "f32[64, 1024]", addmm_1: "f32[64, 256]", tangents_1: "f32[]"):
        # File: /tmp/c/mlp_train.py:23 in <lambda>, code: step = torch.compile(lambda x: model(x).pow(2).mean())
        expand: "f32[64, 256]" = torch.ops.aten.expand.default(tangents_1, [64, 256]);  tangents_1 = None
        div: "f32[64, 256]" = torch.ops.aten.div.Scalar(expand, 16384);  expand = None

        # File: /tmp/c/mlp_train.py:16 in forward, code: return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))
        add_3: "f32[64, 256]" = torch.ops.aten.add.Tensor(primals_3, addmm_1);  addmm_1 = None

        # File: /tmp/c/mlp_train.py:23 in <lambda>, code: step = torch.compile(lambda x: model(x).pow(2).mean())
        pow_2: "f32[64, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_3, 1.0);  add_3 = None
        mul_5: "f32[64, 256]" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_6: "f32[64, 256]" = torch.ops.aten.mul.Tensor(div, mul_5);  div = mul_5 = None

        # File: /tmp/c/mlp_train.py:16 in forward, code: return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))
        permute_1: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_2: "f32[256, 1024]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[64, 1024]" = torch.ops.aten.mm.default(mul_6, permute_2);  permute_2 = None
        permute_3: "f32[256, 64]" = torch.ops.aten.permute.default(mul_6, [1, 0])
        mm_1: "f32[256, 1024]" = torch.ops.aten.mm.default(permute_3, mul_4);  permute_3 = mul_4 = None
        sum_1: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
        view: "f32[256]" = torch.ops.aten.view.default(sum_1, [256]);  sum_1 = None
        mul_3: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[64, 1024]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[64, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_8: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
        mul_9: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(addmm, addmm)
        mul_10: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(mul_9, -0.5);  mul_9 = None
        exp: "f32[64, 1024]" = torch.ops.aten.exp.default(mul_10);  mul_10 = None
        mul_11: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_12: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(addmm, mul_11);  addmm = mul_11 = None
        add_5: "f32[64, 1024]" = torch.ops.aten.add.Tensor(mul_8, mul_12);  mul_8 = mul_12 = None
        mul_13: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(mm, add_5);  mm = add_5 = None
        permute: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_6: "f32[1024, 256]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_2: "f32[64, 256]" = torch.ops.aten.mm.default(mul_13, permute_6);  permute_6 = None
        permute_7: "f32[1024, 64]" = torch.ops.aten.permute.default(mul_13, [1, 0])
        mm_3: "f32[1024, 256]" = torch.ops.aten.mm.default(permute_7, add_1);  permute_7 = add_1 = None
        sum_2: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(mul_13, [0], True);  mul_13 = None
        view_1: "f32[1024]" = torch.ops.aten.view.default(sum_2, [1024]);  sum_2 = None
        sub: "f32[64, 256]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1);  primals_3 = getitem_1 = None
        mul: "f32[64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_19: "f32[64, 256]" = torch.ops.aten.mul.Tensor(mm_2, mul);  mul = None
        sum_5: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_19, [0]);  mul_19 = None
        sum_6: "f32[256]" = torch.ops.aten.sum.dim_IntList(mm_2, [0]);  mm_2 = None
        return (sum_5, sum_6, None, mm_3, view_1, mm_1, view)
