class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 64, 256]", primals_2: "f32[1024, 256]", primals_3: "f32[1024]"):
        # File: /work/main/tests/data/runs/accelerate_2rank/train.py:11 in forward, code: def forward(s, x): return s.n(x + s.b(nn.functional.gelu(s.a(x))))
        view: "f32[512, 256]" = torch.ops.aten.view.default(primals_1, [512, 256]);  primals_1 = None
        permute: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        addmm: "f32[512, 1024]" = torch.ops.aten.addmm.default(primals_3, view, permute);  primals_3 = permute = None
        view_1: "f32[8, 64, 1024]" = torch.ops.aten.view.default(addmm, [8, 64, 1024])
        mul: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_1: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf: "f32[8, 64, 1024]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[8, 64, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        return (mul_2, view, addmm)
