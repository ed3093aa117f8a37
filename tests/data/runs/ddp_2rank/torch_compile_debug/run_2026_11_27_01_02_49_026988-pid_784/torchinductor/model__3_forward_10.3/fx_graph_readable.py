class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 128, 2048]", primals_2: "f32[512, 2048]", primals_3: "f32[512]", primals_4: "f32[16, 128, 512]", primals_5: "f32[512]", primals_6: "f32[512]"):
        # File: /work/main/tests/data/runs/ddp_2rank/train.py:9 in forward, code: def forward(s, x): return s.n(x + s.b(nn.functional.gelu(s.a(x))))
        view: "f32[2048, 2048]" = torch.ops.aten.view.default(primals_1, [2048, 2048]);  primals_1 = None
        permute: "f32[2048, 512]" = torch.ops.aten.permute.default(primals_2, [1, 0])
        addmm: "f32[2048, 512]" = torch.ops.aten.addmm.default(primals_3, view, permute);  primals_3 = permute = None
        view_1: "f32[16, 128, 512]" = torch.ops.aten.view.default(addmm, [16, 128, 512]);  addmm = None
        add: "f32[16, 128, 512]" = torch.ops.aten.add.Tensor(primals_4, view_1);  primals_4 = view_1 = None
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[16, 128, 1]" = var_mean[0]
        getitem_1: "f32[16, 128, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[16, 128, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[16, 128, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[16, 128, 512]" = torch.ops.aten.sub.Tensor(add, getitem_1);  add = getitem_1 = None
        mul: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[16, 128, 512]" = torch.ops.aten.mul.Tensor(mul, primals_5)
        add_2: "f32[16, 128, 512]" = torch.ops.aten.add.Tensor(mul_1, primals_6);  mul_1 = primals_6 = None
        div: "f32[16, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt, 512);  rsqrt = None
        return (add_2, primals_2, primals_5, view, mul, div)
