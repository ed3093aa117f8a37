class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 16, 64]", primals_4: "f32[192, 64]", primals_6: "f32[64, 64]", primals_8: "f32[64]", primals_10: "f32[256, 64]", primals_12: "f32[64, 256]", getitem_1: "f32[2, 16, 1]", rsqrt: "f32[2, 16, 1]", view: "f32[32, 64]", logical_and: "b8[16, 16]", div: "f32[2, 4, 16, 16]", view_12: "f32[32, 64]", addmm_1: "f32[32, 64]", getitem_6: "f32[2, 16, 1]", rsqrt_1: "f32[2, 16, 1]", view_14: "f32[32, 64]", addmm_2: "f32[32, 256]", view_16: "f32[32, 256]", permute_23: "f32[8, 16, 16]", permute_24: "f32[8, 16, 16]", permute_25: "f32[8, 16, 16]", tangents_1: "f32[2, 16, 64]"):
        # Backward of forward node: File: /home/user/project/version_programs.py:48 in forward, code: return x + self.fc2(F.gelu(self.fc1(self.ln2(x)), approximate="tanh"))
        view_18: "f32[32, 64]" = torch.ops.aten.view.default(tangents_1, [32, 64])
        permute_8: "f32[256, 64]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_9: "f32[64, 256]" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm: "f32[32, 256]" = torch.ops.aten.mm.default(view_18, permute_9);  permute_9 = None
        permute_10: "f32[64, 32]" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_1: "f32[64, 256]" = torch.ops.aten.mm.default(permute_10, view_16);  permute_10 = view_16 = None
        sum_2: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
        view_19: "f32[64]" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        view_20: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm, [2, 16, 256]);  mm = None
        view_15: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_2, [2, 16, 256]);  addmm_2 = None
        mul_5: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_15, view_15)
        mul_6: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_5, view_15)
        mul_7: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_6, 0.044715);  mul_6 = None
        add_5: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(view_15, mul_7);  mul_7 = None
        mul_8: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_5, 0.7978845608028654);  add_5 = None
        tanh: "f32[2, 16, 256]" = torch.ops.aten.tanh.default(mul_8);  mul_8 = None
        add_6: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh, 1)
        mul_16: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_6, 0.5);  add_6 = None
        mul_17: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
        sub_4: "f32[2, 16, 256]" = torch.ops.aten.sub.Tensor(1, mul_17);  mul_17 = None
        mul_18: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_5, 0.134145);  mul_5 = None
        add_10: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_18, 1);  mul_18 = None
        mul_19: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_10, 0.7978845608028654);  add_10 = None
        mul_9: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_15, 0.5);  view_15 = None
        mul_20: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_9, sub_4);  mul_9 = sub_4 = None
        mul_21: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_20, mul_19);  mul_20 = mul_19 = None
        add_11: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_16, mul_21);  mul_16 = mul_21 = None
        mul_22: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_20, add_11);  view_20 = add_11 = None
        view_21: "f32[32, 256]" = torch.ops.aten.view.default(mul_22, [32, 256]);  mul_22 = None
        permute_7: "f32[64, 256]" = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_13: "f32[256, 64]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_2: "f32[32, 64]" = torch.ops.aten.mm.default(view_21, permute_13);  permute_13 = None
        permute_14: "f32[256, 32]" = torch.ops.aten.permute.default(view_21, [1, 0])
        mm_3: "f32[256, 64]" = torch.ops.aten.mm.default(permute_14, view_14);  permute_14 = view_14 = None
        sum_3: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22: "f32[256]" = torch.ops.aten.view.default(sum_3, [256]);  sum_3 = None
        view_23: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_2, [2, 16, 64]);  mm_2 = None
        mul_24: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_23, primals_8);  primals_8 = None
        mul_25: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_24, 64)
        sum_4: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_24, [2], True)

        # Backward of forward node: File: /home/user/project/version_programs.py:47 in forward, code: x = x + self.proj((att @ v).transpose(1, 2).reshape(b, t, d))
        view_13: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_1, [2, 16, 64]);  addmm_1 = None
        add_2: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(primals_1, view_13);  view_13 = None

        # Backward of forward node: File: /home/user/project/version_programs.py:48 in forward, code: return x + self.fc2(F.gelu(self.fc1(self.ln2(x)), approximate="tanh"))
        sub_3: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add_2, getitem_6);  add_2 = getitem_6 = None
        mul_3: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_26: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_24, mul_3);  mul_24 = None
        sum_5: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_26, [2], True);  mul_26 = None
        mul_27: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_3, sum_5);  sum_5 = None
        sub_6: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(mul_25, sum_4);  mul_25 = sum_4 = None
        sub_7: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(sub_6, mul_27);  sub_6 = mul_27 = None
        div_1: "f32[2, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 64);  rsqrt_1 = None
        mul_28: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_1, sub_7);  div_1 = sub_7 = None
        mul_29: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_23, mul_3);  mul_3 = None
        sum_6: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_29, [0, 1]);  mul_29 = None
        sum_7: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_23, [0, 1]);  view_23 = None
        add_12: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(tangents_1, mul_28);  tangents_1 = mul_28 = None

        # Backward of forward node: File: /home/user/project/version_programs.py:47 in forward, code: x = x + self.proj((att @ v).transpose(1, 2).reshape(b, t, d))
        view_24: "f32[32, 64]" = torch.ops.aten.view.default(add_12, [32, 64]);  add_12 = None
        permute_6: "f32[64, 64]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_17: "f32[64, 64]" = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_4: "f32[32, 64]" = torch.ops.aten.mm.default(view_24, permute_17);  permute_17 = None
        permute_18: "f32[64, 32]" = torch.ops.aten.permute.default(view_24, [1, 0])
        mm_5: "f32[64, 64]" = torch.ops.aten.mm.default(permute_18, view_12);  permute_18 = view_12 = None
        sum_8: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
        view_25: "f32[64]" = torch.ops.aten.view.default(sum_8, [64]);  sum_8 = None
        view_26: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_4, [2, 16, 64]);  mm_4 = None
        view_27: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_26, [2, 16, 4, 16]);  view_26 = None
        permute_21: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_27, [0, 2, 1, 3]);  view_27 = None
        clone_4: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
        view_28: "f32[8, 16, 16]" = torch.ops.aten.view.default(clone_4, [8, 16, 16]);  clone_4 = None
        expand_2: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(div, [2, 4, 16, 16])
        view_8: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_2, [8, 16, 16]);  expand_2 = None
        permute_22: "f32[8, 16, 16]" = torch.ops.aten.permute.default(view_8, [0, 2, 1]);  view_8 = None
        bmm_2: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(permute_22, view_28);  permute_22 = None
        bmm_3: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_28, permute_23);  view_28 = permute_23 = None
        view_29: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_2, [2, 4, 16, 16]);  bmm_2 = None
        view_30: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_3, [2, 4, 16, 16]);  bmm_3 = None

        # Backward of forward node: File: /home/user/project/version_programs.py:46 in forward, code: att = att.masked_fill(torch.ones(t, t, dtype=torch.bool).triu(1), float("-inf")).softmax(-1)
        mul_30: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_30, div);  view_30 = None
        sum_9: "f32[2, 4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_30, [-1], True)
        neg: "f32[2, 4, 16, 16]" = torch.ops.aten.neg.default(div);  div = None
        fma: "f32[2, 4, 16, 16]" = torch.ops.prims.fma.default(neg, sum_9, mul_30);  neg = sum_9 = mul_30 = None
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[2, 4, 16, 16]" = torch.ops.aten.where.self(logical_and, full_default_2, fma);  logical_and = full_default_2 = fma = None

        # Backward of forward node: File: /home/user/project/version_programs.py:45 in forward, code: att = (q @ k.transpose(-1, -2)) * (d // self.heads) ** -0.5
        mul_31: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(where_1, 0.25);  where_1 = None
        view_31: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_31, [8, 16, 16]);  mul_31 = None
        bmm_4: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(permute_24, view_31);  permute_24 = None
        bmm_5: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_31, permute_25);  view_31 = permute_25 = None
        view_32: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_4, [2, 4, 16, 16]);  bmm_4 = None
        view_33: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_5, [2, 4, 16, 16]);  bmm_5 = None
        permute_26: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_32, [0, 1, 3, 2]);  view_32 = None

        # Backward of forward node: File: /home/user/project/version_programs.py:44 in <genexpr>, code: q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        permute_27: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(view_29, [0, 2, 1, 3]);  view_29 = None
        clone_5: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
        view_34: "f32[2, 16, 64]" = torch.ops.aten.view.default(clone_5, [2, 16, 64]);  clone_5 = None
        permute_28: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(permute_26, [0, 2, 1, 3]);  permute_26 = None
        view_35: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_28, [2, 16, 64]);  permute_28 = None
        permute_29: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(view_33, [0, 2, 1, 3]);  view_33 = None
        clone_6: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(permute_29, memory_format = torch.contiguous_format);  permute_29 = None
        view_36: "f32[2, 16, 64]" = torch.ops.aten.view.default(clone_6, [2, 16, 64]);  clone_6 = None

        # Backward of forward node: File: /home/user/project/version_programs.py:43 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        cat: "f32[2, 16, 192]" = torch.ops.aten.cat.default([view_36, view_35, view_34], 2);  view_36 = view_35 = view_34 = None
        view_37: "f32[32, 192]" = torch.ops.aten.view.default(cat, [32, 192]);  cat = None
        permute: "f32[64, 192]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_30: "f32[192, 64]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_6: "f32[32, 64]" = torch.ops.aten.mm.default(view_37, permute_30);  permute_30 = None
        permute_31: "f32[192, 32]" = torch.ops.aten.permute.default(view_37, [1, 0])
        mm_7: "f32[192, 64]" = torch.ops.aten.mm.default(permute_31, view);  permute_31 = view = None
        sum_10: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_37, [0], True);  view_37 = None
        view_38: "f32[192]" = torch.ops.aten.view.default(sum_10, [192]);  sum_10 = None
        view_39: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_6, [2, 16, 64]);  mm_6 = None
        sub: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(primals_1, getitem_1);  primals_1 = getitem_1 = None
        mul: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_37: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_39, mul);  mul = None
        sum_13: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_37, [0, 1]);  mul_37 = None
        sum_14: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_39, [0, 1]);  view_39 = None
        return (None, sum_13, sum_14, mm_7, view_38, mm_5, view_25, sum_6, sum_7, mm_3, view_22, mm_1, view_19)
