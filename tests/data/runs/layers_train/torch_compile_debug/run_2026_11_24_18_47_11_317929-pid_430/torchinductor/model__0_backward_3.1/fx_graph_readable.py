class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[16, 64]", primals_4: "f32[128, 64]", primals_6: "f32[64, 128]", primals_8: "f32[64]", primals_10: "f32[128, 64]", primals_12: "f32[64, 128]", primals_14: "f32[10, 64]", getitem_1: "f32[16, 1]", rsqrt: "f32[16, 1]", add_1: "f32[16, 64]", addmm: "f32[16, 128]", mul_4: "f32[16, 128]", addmm_1: "f32[16, 64]", getitem_3: "f32[16, 1]", rsqrt_1: "f32[16, 1]", add_5: "f32[16, 64]", addmm_2: "f32[16, 128]", mul_9: "f32[16, 128]", add_7: "f32[16, 64]", div: "f32[16, 10]", tangents_1: "f32[16, 10]"):
        # File: tests/data/runs/layers_train/train.py:29 in forward, code: return self.head(x).softmax(-1)
        mul_10: "f32[16, 10]" = torch.ops.aten.mul.Tensor(tangents_1, div);  tangents_1 = None
        sum_2: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(mul_10, [-1], True)
        neg: "f32[16, 10]" = torch.ops.aten.neg.default(div);  div = None
        fma: "f32[16, 10]" = torch.ops.prims.fma.default(neg, sum_2, mul_10);  neg = sum_2 = mul_10 = None
        permute_4: "f32[64, 10]" = torch.ops.aten.permute.default(primals_14, [1, 0]);  primals_14 = None
        permute_5: "f32[10, 64]" = torch.ops.aten.permute.default(permute_4, [1, 0]);  permute_4 = None
        mm: "f32[16, 64]" = torch.ops.aten.mm.default(fma, permute_5);  permute_5 = None
        permute_6: "f32[10, 16]" = torch.ops.aten.permute.default(fma, [1, 0])
        mm_1: "f32[10, 64]" = torch.ops.aten.mm.default(permute_6, add_7);  permute_6 = add_7 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(fma, [0], True);  fma = None
        view: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None

        # File: tests/data/runs/layers_train/train.py:17 in forward, code: return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))
        permute_3: "f32[128, 64]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_9: "f32[64, 128]" = torch.ops.aten.permute.default(permute_3, [1, 0]);  permute_3 = None
        mm_2: "f32[16, 128]" = torch.ops.aten.mm.default(mm, permute_9);  permute_9 = None
        permute_10: "f32[64, 16]" = torch.ops.aten.permute.default(mm, [1, 0])
        mm_3: "f32[64, 128]" = torch.ops.aten.mm.default(permute_10, mul_9);  permute_10 = mul_9 = None
        sum_4: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_1: "f32[64]" = torch.ops.aten.view.default(sum_4, [64]);  sum_4 = None
        mul_8: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm_2, 0.7071067811865476)
        erf_1: "f32[16, 128]" = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_6: "f32[16, 128]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_12: "f32[16, 128]" = torch.ops.aten.mul.Tensor(add_6, 0.5);  add_6 = None
        mul_13: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm_2, addmm_2)
        mul_14: "f32[16, 128]" = torch.ops.aten.mul.Tensor(mul_13, -0.5);  mul_13 = None
        exp_1: "f32[16, 128]" = torch.ops.aten.exp.default(mul_14);  mul_14 = None
        mul_15: "f32[16, 128]" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_16: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm_2, mul_15);  addmm_2 = mul_15 = None
        add_9: "f32[16, 128]" = torch.ops.aten.add.Tensor(mul_12, mul_16);  mul_12 = mul_16 = None
        mul_17: "f32[16, 128]" = torch.ops.aten.mul.Tensor(mm_2, add_9);  mm_2 = add_9 = None
        permute_2: "f32[64, 128]" = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_13: "f32[128, 64]" = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        mm_4: "f32[16, 64]" = torch.ops.aten.mm.default(mul_17, permute_13);  permute_13 = None
        permute_14: "f32[128, 16]" = torch.ops.aten.permute.default(mul_17, [1, 0])
        mm_5: "f32[128, 64]" = torch.ops.aten.mm.default(permute_14, add_5);  permute_14 = add_5 = None
        sum_5: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(mul_17, [0], True);  mul_17 = None
        view_2: "f32[128]" = torch.ops.aten.view.default(sum_5, [128]);  sum_5 = None
        mul_19: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mm_4, primals_8);  primals_8 = None
        mul_20: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul_19, 64)
        sum_6: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(mul_19, [1], True)
        add_3: "f32[16, 64]" = torch.ops.aten.add.Tensor(primals_3, addmm_1);  addmm_1 = None
        sub_1: "f32[16, 64]" = torch.ops.aten.sub.Tensor(add_3, getitem_3);  add_3 = getitem_3 = None
        mul_5: "f32[16, 64]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_21: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul_19, mul_5);  mul_19 = None
        sum_7: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(mul_21, [1], True);  mul_21 = None
        mul_22: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul_5, sum_7);  sum_7 = None
        sub_4: "f32[16, 64]" = torch.ops.aten.sub.Tensor(mul_20, sum_6);  mul_20 = sum_6 = None
        sub_5: "f32[16, 64]" = torch.ops.aten.sub.Tensor(sub_4, mul_22);  sub_4 = mul_22 = None
        div_1: "f32[16, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 64);  rsqrt_1 = None
        mul_23: "f32[16, 64]" = torch.ops.aten.mul.Tensor(div_1, sub_5);  div_1 = sub_5 = None
        mul_24: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mm_4, mul_5);  mul_5 = None
        sum_8: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_24, [0]);  mul_24 = None
        sum_9: "f32[64]" = torch.ops.aten.sum.dim_IntList(mm_4, [0]);  mm_4 = None
        add_10: "f32[16, 64]" = torch.ops.aten.add.Tensor(mm, mul_23);  mm = mul_23 = None
        permute_1: "f32[128, 64]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_17: "f32[64, 128]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm_6: "f32[16, 128]" = torch.ops.aten.mm.default(add_10, permute_17);  permute_17 = None
        permute_18: "f32[64, 16]" = torch.ops.aten.permute.default(add_10, [1, 0])
        mm_7: "f32[64, 128]" = torch.ops.aten.mm.default(permute_18, mul_4);  permute_18 = mul_4 = None
        sum_10: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(add_10, [0], True);  add_10 = None
        view_3: "f32[64]" = torch.ops.aten.view.default(sum_10, [64]);  sum_10 = None
        mul_3: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[16, 128]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[16, 128]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_26: "f32[16, 128]" = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
        mul_27: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm, addmm)
        mul_28: "f32[16, 128]" = torch.ops.aten.mul.Tensor(mul_27, -0.5);  mul_27 = None
        exp_2: "f32[16, 128]" = torch.ops.aten.exp.default(mul_28);  mul_28 = None
        mul_29: "f32[16, 128]" = torch.ops.aten.mul.Tensor(exp_2, 0.3989422804014327);  exp_2 = None
        mul_30: "f32[16, 128]" = torch.ops.aten.mul.Tensor(addmm, mul_29);  addmm = mul_29 = None
        add_12: "f32[16, 128]" = torch.ops.aten.add.Tensor(mul_26, mul_30);  mul_26 = mul_30 = None
        mul_31: "f32[16, 128]" = torch.ops.aten.mul.Tensor(mm_6, add_12);  mm_6 = add_12 = None
        permute: "f32[64, 128]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_21: "f32[128, 64]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_8: "f32[16, 64]" = torch.ops.aten.mm.default(mul_31, permute_21);  permute_21 = None
        permute_22: "f32[128, 16]" = torch.ops.aten.permute.default(mul_31, [1, 0])
        mm_9: "f32[128, 64]" = torch.ops.aten.mm.default(permute_22, add_1);  permute_22 = add_1 = None
        sum_11: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(mul_31, [0], True);  mul_31 = None
        view_4: "f32[128]" = torch.ops.aten.view.default(sum_11, [128]);  sum_11 = None
        sub: "f32[16, 64]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1);  primals_3 = getitem_1 = None
        mul: "f32[16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_37: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mm_8, mul);  mul = None
        sum_14: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_37, [0]);  mul_37 = None
        sum_15: "f32[64]" = torch.ops.aten.sum.dim_IntList(mm_8, [0]);  mm_8 = None
        return (sum_14, sum_15, None, mm_9, view_4, mm_7, view_3, sum_8, sum_9, mm_5, view_2, mm_3, view_1, mm_1, view)
