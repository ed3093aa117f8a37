class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 128, 256]", primals_4: "f32[256, 256]", primals_6: "f32[256, 256]", primals_8: "f32[256, 256]", primals_10: "f32[256, 256]", primals_12: "f32[256]", primals_14: "f32[1024, 256]", primals_16: "f32[256, 1024]", getitem_1: "f32[4, 128, 1]", rsqrt: "f32[4, 128, 1]", view: "f32[512, 256]", permute_1: "f32[4, 4, 128, 64]", permute_3: "f32[4, 4, 128, 64]", permute_5: "f32[4, 4, 128, 64]", getitem_2: "f32[4, 4, 128, 64]", getitem_3: "f32[4, 4, 128]", getitem_4: "i64[]", getitem_5: "i64[]", addmm_3: "f32[512, 256]", getitem_7: "f32[4, 128, 1]", rsqrt_1: "f32[4, 128, 1]", view_12: "f32[512, 256]", addmm_4: "f32[512, 1024]", view_14: "f32[512, 1024]", tangents_1: "f32[4, 128, 256]"):
        # File: /work/main/.scratch/dist_train.py:22 in forward, code: return x + s.down(F.gelu(s.up(s.norm2(x))))
        view_16: "f32[512, 256]" = torch.ops.aten.view.default(tangents_1, [512, 256])
        permute_9: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_16, [1, 0]);  primals_16 = None
        permute_10: "f32[256, 1024]" = torch.ops.aten.permute.default(permute_9, [1, 0]);  permute_9 = None
        mm: "f32[512, 1024]" = torch.ops.aten.mm.default(view_16, permute_10);  permute_10 = None
        permute_11: "f32[256, 512]" = torch.ops.aten.permute.default(view_16, [1, 0])
        mm_1: "f32[256, 1024]" = torch.ops.aten.mm.default(permute_11, view_14);  permute_11 = view_14 = None
        sum_1: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_16, [0], True);  view_16 = None
        view_17: "f32[256]" = torch.ops.aten.view.default(sum_1, [256]);  sum_1 = None
        view_18: "f32[4, 128, 1024]" = torch.ops.aten.view.default(mm, [4, 128, 1024]);  mm = None
        view_13: "f32[4, 128, 1024]" = torch.ops.aten.view.default(addmm_4, [4, 128, 1024]);  addmm_4 = None
        mul_5: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476)
        erf: "f32[4, 128, 1024]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_5: "f32[4, 128, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_8: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(add_5, 0.5);  add_5 = None
        mul_9: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(view_13, view_13)
        mul_10: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(mul_9, -0.5);  mul_9 = None
        exp: "f32[4, 128, 1024]" = torch.ops.aten.exp.default(mul_10);  mul_10 = None
        mul_11: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_12: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(view_13, mul_11);  view_13 = mul_11 = None
        add_8: "f32[4, 128, 1024]" = torch.ops.aten.add.Tensor(mul_8, mul_12);  mul_8 = mul_12 = None
        mul_13: "f32[4, 128, 1024]" = torch.ops.aten.mul.Tensor(view_18, add_8);  view_18 = add_8 = None
        view_19: "f32[512, 1024]" = torch.ops.aten.view.default(mul_13, [512, 1024]);  mul_13 = None
        permute_8: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_14, [1, 0]);  primals_14 = None
        permute_14: "f32[1024, 256]" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm_2: "f32[512, 256]" = torch.ops.aten.mm.default(view_19, permute_14);  permute_14 = None
        permute_15: "f32[1024, 512]" = torch.ops.aten.permute.default(view_19, [1, 0])
        mm_3: "f32[1024, 256]" = torch.ops.aten.mm.default(permute_15, view_12);  permute_15 = view_12 = None
        sum_2: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(view_19, [0], True);  view_19 = None
        view_20: "f32[1024]" = torch.ops.aten.view.default(sum_2, [1024]);  sum_2 = None
        view_21: "f32[4, 128, 256]" = torch.ops.aten.view.default(mm_2, [4, 128, 256]);  mm_2 = None
        mul_15: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(view_21, primals_12);  primals_12 = None
        mul_16: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(mul_15, 256)
        sum_3: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_15, [2], True)

        # File: /work/main/.scratch/dist_train.py:21 in forward, code: x = x + s.o(a)
        view_11: "f32[4, 128, 256]" = torch.ops.aten.view.default(addmm_3, [4, 128, 256]);  addmm_3 = None
        add_2: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(primals_3, view_11);  view_11 = None

        # File: /work/main/.scratch/dist_train.py:22 in forward, code: return x + s.down(F.gelu(s.up(s.norm2(x))))
        sub_1: "f32[4, 128, 256]" = torch.ops.aten.sub.Tensor(add_2, getitem_7);  add_2 = getitem_7 = None
        mul_2: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_17: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(mul_15, mul_2);  mul_15 = None
        sum_4: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_17, [2], True);  mul_17 = None
        mul_18: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(mul_2, sum_4);  sum_4 = None
        sub_3: "f32[4, 128, 256]" = torch.ops.aten.sub.Tensor(mul_16, sum_3);  mul_16 = sum_3 = None
        sub_4: "f32[4, 128, 256]" = torch.ops.aten.sub.Tensor(sub_3, mul_18);  sub_3 = mul_18 = None
        div: "f32[4, 128, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None
        mul_19: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(div, sub_4);  div = sub_4 = None
        mul_20: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(view_21, mul_2);  mul_2 = None
        sum_5: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 1]);  mul_20 = None
        sum_6: "f32[256]" = torch.ops.aten.sum.dim_IntList(view_21, [0, 1]);  view_21 = None
        add_9: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(tangents_1, mul_19);  tangents_1 = mul_19 = None

        # File: /work/main/.scratch/dist_train.py:21 in forward, code: x = x + s.o(a)
        view_22: "f32[512, 256]" = torch.ops.aten.view.default(add_9, [512, 256]);  add_9 = None
        permute_7: "f32[256, 256]" = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_18: "f32[256, 256]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_4: "f32[512, 256]" = torch.ops.aten.mm.default(view_22, permute_18);  permute_18 = None
        permute_19: "f32[256, 512]" = torch.ops.aten.permute.default(view_22, [1, 0])

        # File: /work/main/.scratch/dist_train.py:20 in forward, code: a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(B, T, -1)
        permute_6: "f32[4, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_9: "f32[4, 128, 256]" = torch.ops.aten.view.default(permute_6, [4, 128, -1]);  permute_6 = None

        # File: /work/main/.scratch/dist_train.py:21 in forward, code: x = x + s.o(a)
        view_10: "f32[512, 256]" = torch.ops.aten.view.default(view_9, [512, 256]);  view_9 = None
        mm_5: "f32[256, 256]" = torch.ops.aten.mm.default(permute_19, view_10);  permute_19 = view_10 = None
        sum_7: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_22, [0], True);  view_22 = None
        view_23: "f32[256]" = torch.ops.aten.view.default(sum_7, [256]);  sum_7 = None
        view_24: "f32[4, 128, 256]" = torch.ops.aten.view.default(mm_4, [4, 128, 256]);  mm_4 = None

        # File: /work/main/.scratch/dist_train.py:20 in forward, code: a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(B, T, -1)
        view_25: "f32[4, 128, 4, 64]" = torch.ops.aten.view.default(view_24, [4, 128, 4, 64]);  view_24 = None
        permute_22: "f32[4, 4, 128, 64]" = torch.ops.aten.permute.default(view_25, [0, 2, 1, 3]);  view_25 = None
        _scaled_dot_product_efficient_attention_backward = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_22, permute_1, permute_3, permute_5, None, getitem_2, getitem_3, getitem_4, getitem_5, 0.0, [True, True, True, False], True);  permute_22 = permute_1 = permute_3 = permute_5 = getitem_2 = getitem_3 = getitem_4 = getitem_5 = None
        getitem_8: "f32[4, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward[0]
        getitem_9: "f32[4, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward[1]
        getitem_10: "f32[4, 4, 128, 64]" = _scaled_dot_product_efficient_attention_backward[2];  _scaled_dot_product_efficient_attention_backward = None

        # File: /work/main/.scratch/dist_train.py:19 in <genexpr>, code: q, k, v = (t(h).view(B, T, -1, 64).transpose(1, 2) for t in (s.q, s.k, s.v))
        permute_23: "f32[4, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_10, [0, 2, 1, 3]);  getitem_10 = None
        view_26: "f32[4, 128, 256]" = torch.ops.aten.view.default(permute_23, [4, 128, 256]);  permute_23 = None
        view_27: "f32[512, 256]" = torch.ops.aten.view.default(view_26, [512, 256]);  view_26 = None
        permute_4: "f32[256, 256]" = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_24: "f32[256, 256]" = torch.ops.aten.permute.default(permute_4, [1, 0]);  permute_4 = None
        mm_6: "f32[512, 256]" = torch.ops.aten.mm.default(view_27, permute_24);  permute_24 = None
        permute_25: "f32[256, 512]" = torch.ops.aten.permute.default(view_27, [1, 0])
        mm_7: "f32[256, 256]" = torch.ops.aten.mm.default(permute_25, view);  permute_25 = None
        sum_8: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
        view_28: "f32[256]" = torch.ops.aten.view.default(sum_8, [256]);  sum_8 = None
        view_29: "f32[4, 128, 256]" = torch.ops.aten.view.default(mm_6, [4, 128, 256]);  mm_6 = None
        permute_28: "f32[4, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_9, [0, 2, 1, 3]);  getitem_9 = None
        view_30: "f32[4, 128, 256]" = torch.ops.aten.view.default(permute_28, [4, 128, 256]);  permute_28 = None
        view_31: "f32[512, 256]" = torch.ops.aten.view.default(view_30, [512, 256]);  view_30 = None
        permute_2: "f32[256, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_29: "f32[256, 256]" = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        mm_8: "f32[512, 256]" = torch.ops.aten.mm.default(view_31, permute_29);  permute_29 = None
        permute_30: "f32[256, 512]" = torch.ops.aten.permute.default(view_31, [1, 0])
        mm_9: "f32[256, 256]" = torch.ops.aten.mm.default(permute_30, view);  permute_30 = None
        sum_9: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32: "f32[256]" = torch.ops.aten.view.default(sum_9, [256]);  sum_9 = None
        view_33: "f32[4, 128, 256]" = torch.ops.aten.view.default(mm_8, [4, 128, 256]);  mm_8 = None
        add_10: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(view_29, view_33);  view_29 = view_33 = None
        permute_33: "f32[4, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_8, [0, 2, 1, 3]);  getitem_8 = None
        view_34: "f32[4, 128, 256]" = torch.ops.aten.view.default(permute_33, [4, 128, 256]);  permute_33 = None
        view_35: "f32[512, 256]" = torch.ops.aten.view.default(view_34, [512, 256]);  view_34 = None
        permute: "f32[256, 256]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_34: "f32[256, 256]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_10: "f32[512, 256]" = torch.ops.aten.mm.default(view_35, permute_34);  permute_34 = None
        permute_35: "f32[256, 512]" = torch.ops.aten.permute.default(view_35, [1, 0])
        mm_11: "f32[256, 256]" = torch.ops.aten.mm.default(permute_35, view);  permute_35 = view = None
        sum_10: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_35, [0], True);  view_35 = None
        view_36: "f32[256]" = torch.ops.aten.view.default(sum_10, [256]);  sum_10 = None
        view_37: "f32[4, 128, 256]" = torch.ops.aten.view.default(mm_10, [4, 128, 256]);  mm_10 = None
        add_11: "f32[4, 128, 256]" = torch.ops.aten.add.Tensor(add_10, view_37);  add_10 = view_37 = None

        # File: /work/main/.scratch/dist_train.py:17 in forward, code: h = s.norm1(x)
        sub: "f32[4, 128, 256]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1);  primals_3 = getitem_1 = None
        mul: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_26: "f32[4, 128, 256]" = torch.ops.aten.mul.Tensor(add_11, mul);  mul = None
        sum_13: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_26, [0, 1]);  mul_26 = None
        sum_14: "f32[256]" = torch.ops.aten.sum.dim_IntList(add_11, [0, 1]);  add_11 = None
        return (sum_13, sum_14, None, mm_11, view_36, mm_9, view_32, mm_7, view_28, mm_5, view_23, sum_5, sum_6, mm_3, view_20, mm_1, view_17)
