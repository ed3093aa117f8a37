class GraphModule(torch.nn.Module):
    def forward(self, view: "f32[512, 256]", addmm: "f32[512, 1024]", tangents_1: "f32[8, 64, 1024]"):
        # File: /work/main/tests/data/runs/accelerate_2rank/train.py:11 in forward, code: def forward(s, x): return s.n(x + s.b(nn.functional.gelu(s.a(x))))
        view_1: "f32[8, 64, 1024]" = torch.ops.aten.view.default(addmm, [8, 64, 1024]);  addmm = None
        mul_1: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476)
        erf: "f32[8, 64, 1024]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[8, 64, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_5: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, view_1)
        mul_6: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(mul_5, -0.5);  mul_5 = None
        exp: "f32[8, 64, 1024]" = torch.ops.aten.exp.default(mul_6);  mul_6 = None
        mul_7: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_8: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, mul_7);  view_1 = mul_7 = None
        add_2: "f32[8, 64, 1024]" = torch.ops.aten.add.Tensor(mul_4, mul_8);  mul_4 = mul_8 = None
        mul_9: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(tangents_1, add_2);  tangents_1 = add_2 = None
        view_2: "f32[512, 1024]" = torch.ops.aten.view.default(mul_9, [512, 1024]);  mul_9 = None
        permute_1: "f32[1024, 512]" = torch.ops.aten.permute.default(view_2, [1, 0])
        mm: "f32[1024, 256]" = torch.ops.aten.mm.default(permute_1, view);  permute_1 = view = None
        sum_1: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
        view_3: "f32[1024]" = torch.ops.aten.view.default(sum_1, [1024]);  sum_1 = None
        return (None, mm, view_3)
