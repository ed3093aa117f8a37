class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "f32[512, 2048]", primals_5: "f32[512]", view: "f32[2048, 2048]", mul: "f32[16, 128, 512]", div: "f32[16, 128, 1]", tangents_1: "f32[16, 128, 512]"):
        # File: /work/main/tests/data/runs/ddp_2rank/train.py:9 in forward, code: def forward(s, x): return s.n(x + s.b(nn.functional.gelu(s.a(x))))
        mul_3: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(tangents_1, primals_5);  primals_5 = None
        mul_4: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(mul_3, 512)
        sum_1: "f32[16, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        mul_5: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(mul_3, mul);  mul_3 = None
        sum_2: "f32[16, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [2], True);  mul_5 = None
        mul_6: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(mul, sum_2);  sum_2 = None
        sub_2: "f32[16, 128, 512]" = torch.ops.aten.sub.Tensor(mul_4, sum_1);  mul_4 = sum_1 = None
        sub_3: "f32[16, 128, 512]" = torch.ops.aten.sub.Tensor(sub_2, mul_6);  sub_2 = mul_6 = None
        mul_7: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(div, sub_3);  div = sub_3 = None
        mul_8: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(tangents_1, mul);  mul = None
        sum_3: "f32[512]" = torch.ops.aten.sum.dim_IntList(mul_8, [0, 1]);  mul_8 = None
        sum_4: "f32[512]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0, 1]);  tangents_1 = None
        view_2: "f32[2048, 512]" = torch.ops.aten.view.default(mul_7, [2048, 512])
        permute: "f32[2048, 512]" = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        permute_1: "f32[512, 2048]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm: "f32[2048, 2048]" = torch.ops.aten.mm.default(view_2, permute_1);  permute_1 = None
        permute_2: "f32[512, 2048]" = torch.ops.aten.permute.default(view_2, [1, 0])
        mm_1: "f32[512, 2048]" = torch.ops.aten.mm.default(permute_2, view);  permute_2 = view = None
        sum_5: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
        view_3: "f32[512]" = torch.ops.aten.view.default(sum_5, [512]);  sum_5 = None
        view_4: "f32[16, 128, 2048]" = torch.ops.aten.view.default(mm, [16, 128, 2048]);  mm = None
        return (view_4, mm_1, view_3, mul_7, sum_3, sum_4)
