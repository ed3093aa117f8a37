class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[256]", primals_2: "f32[256]", primals_3: "f32[4, 128, 256]", primals_4: "f32[256, 256]", primals_5: "f32[256]", primals_6: "f32[256, 256]", primals_7: "f32[256]", primals_8: "f32[256, 256]", primals_9: "f32[256]", primals_10: "f32[256, 256]", primals_11: "f32[256]", primals_12: "f32[256]", primals_13: "f32[256]", primals_14: "f32[1024, 256]", primals_15: "f32[1024]", primals_16: "f32[256, 1024]", primals_17: "f32[256]"):
        # File: /work/main/.scratch/dist_train.py:17 in forward, code: h = s.norm1(x)
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [2], correction = 0, keepdim = True)
        getitem: "f32[4, 128, 1]" = var_mean[0]
        getitem_1: "f32[4, 128, 1]" = var_mean[1];  var_mean = None
        add: "f32[4, 128, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[4, 128, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[4, 128, 256]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(mul, primals_1);  mul = primals_1 = None
        add_1: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(mul_1, primals_2);  mul_1 = primals_2 = None

        # File: /work/main/.scratch/dist_train.py:19 in <genexpr>, code: q, k, v = (t(h).view(B, T, -1, 64).transpose(1, 2) for t in (s.q, s.k, s.v))
        view: "f32[512, 256]" = torch.ops.aten.view.default(add_1, [512, 256]);  add_1 = None
        permute: "f32[256, 256]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm: "f32[512, 256]" = torch.ops.aten.addmm.default(primals_5, view, permute);  primals_5 = permute = None
        view_1: "f32[4, 128, 256]" = torch.ops.aten.view.default(addmm, [4, 128, 256]);  addmm = None
        view_2: "f32[4, 128, 4, 64]" = torch.ops.aten.view.default(view_1, [4, 128, -1, 64]);  view_1 = None
        permute_1: "f32[4, 4, 128, 64]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        permute_2: "f32[256, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1: "f32[512, 256]" = torch.ops.aten.addmm.default(primals_7, view, permute_2);  primals_7 = permute_2 = None
        view_4: "f32[4, 128, 256]" = torch.ops.aten.view.default(addmm_1, [4, 128, 256]);  addmm_1 = None
        view_5: "f32[4, 128, 4, 64]" = torch.ops.aten.view.default(view_4, [4, 128, -1, 64]);  view_4 = None
        permute_3: "f32[4, 4, 128, 64]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None
        permute_4: "f32[256, 256]" = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_2: "f32[512, 256]" = torch.ops.aten.addmm.default(primals_9, view, permute_4);  primals_9 = permute_4 = None
        view_7: "f32[4, 128, 256]" = torch.ops.aten.view.default(addmm_2, [4, 128, 256]);  addmm_2 = None
        view_8: "f32[4, 128, 4, 64]" = torch.ops.aten.view.default(view_7, [4, 128, -1, 64]);  view_7 = None
        permute_5: "f32[4, 4, 128, 64]" = torch.ops.aten.permute.default(view_8, [0, 2, 1, 3]);  view_8 = None

        # File: /work/main/.scratch/dist_train.py:20 in forward, code: a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(B, T, -1)
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_1, permute_3, permute_5, None, True, 0.0, True)
        getitem_2: "f32[4, 4, 128, 64]" = _scaled_dot_product_efficient_attention[0]
        getitem_3: "f32[4, 4, 128]" = _scaled_dot_product_efficient_attention[1]
        getitem_4: "i64[]" = _scaled_dot_product_efficient_attention[2]
        getitem_5: "i64[]" = _scaled_dot_product_efficient_attention[3];  _scaled_dot_product_efficient_attention = None
        permute_6: "f32[4, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_9: "f32[4, 128, 256]" = torch.ops.aten.view.default(permute_6, [4, 128, -1]);  permute_6 = None

        # File: /work/main/.scratch/dist_train.py:21 in forward, code: x = x + s.o(a)
        view_10: "f32[512, 256]" = torch.ops.aten.view.default(view_9, [512, 256]);  view_9 = None
        permute_7: "f32[256, 256]" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm_3: "f32[512, 256]" = torch.ops.aten.addmm.default(primals_11, view_10, permute_7);  primals_11 = view_10 = permute_7 = None
        view_11: "f32[4, 128, 256]" = torch.ops.aten.view.default(addmm_3, [4, 128, 256])
        add_2: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(primals_3, view_11);  view_11 = None

        # File: /work/main/.scratch/dist_train.py:22 in forward, code: return x + s.down(F.gelu(s.up(s.norm2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_6: "f32[4, 128, 1]" = var_mean_1[0]
        getitem_7: "f32[4, 128, 1]" = var_mean_1[1];  var_mean_1 = None
        add_3: "f32[4, 128, 1]" = torch.ops.aten.add.Tensor(getitem_6, 1e-05);  getitem_6 = None
        rsqrt_1: "f32[4, 128, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_1: "f32[4, 128, 256]" = torch.ops.aten.sub.Tensor(add_2, getitem_7)
        mul_2: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(mul_2, primals_12);  mul_2 = None
        add_4: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(mul_3, primals_13);  mul_3 = primals_13 = None
        view_12: "f32[512, 256]" = torch.ops.aten.view.default(add_4, [512, 256]);  add_4 = None
        permute_8: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_14, [1, 0])
        addmm_4: "f32[512, 1024]" = torch.ops.aten.addmm.default(primals_15, view_12, permute_8);  primals_15 = permute_8 = None
        view_13: "f32[4, 128, 1024]" = torch.ops.aten.view.default(addmm_4, [4, 128, 1024])
        mul_4: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(view_13, 0.5)
        mul_5: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476);  view_13 = None
        erf: "f32[4, 128, 1024]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_5: "f32[4, 128, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_4, add_5);  mul_4 = add_5 = None
        view_14: "f32[512, 1024]" = torch.ops.aten.view.default(mul_6, [512, 1024]);  mul_6 = None
        permute_9: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_16, [1, 0])
        addmm_5: "f32[512, 256]" = torch.ops.aten.addmm.default(primals_17, view_14, permute_9);  primals_17 = permute_9 = None
        view_15: "f32[4, 128, 256]" = torch.ops.aten.view.default(addmm_5, [4, 128, 256]);  addmm_5 = None
        add_6: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(add_2, view_15);  add_2 = view_15 = None
        return (add_6, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, getitem_1, rsqrt, view, permute_1, permute_3, permute_5, getitem_2, getitem_3, getitem_4, getitem_5, addmm_3, getitem_7, rsqrt_1, view_12, addmm_4, view_14)
