class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64]", primals_2: "f32[64]", primals_3: "f32[2, 64, 16, 16]", primals_4: "f32[64, 64, 3, 3]", primals_9: "f32[64]", primals_10: "f32[64]", primals_11: "f32[64, 64, 3, 3]", primals_13: "f32[64]", primals_15: "f32[192, 64, 1, 1]", primals_17: "f32[64, 64, 1, 1]", primals_19: "f32[128, 64, 3, 3]", primals_21: "f32[128]", primals_22: "f32[128]", primals_23: "f32[128, 128, 3, 3]", primals_27: "f32[128]", primals_28: "f32[128]", primals_29: "f32[128, 128, 3, 3]", primals_31: "f32[128]", primals_33: "f32[384, 128, 1, 1]", primals_35: "f32[128, 128, 1, 1]", primals_37: "f32[64, 128, 3, 3]", primals_39: "f32[128]", primals_40: "f32[128]", primals_41: "f32[64, 128, 3, 3]", primals_45: "f32[64]", primals_46: "f32[64]", primals_47: "f32[64, 64, 3, 3]", primals_49: "f32[64, 128, 1, 1]", primals_51: "f32[64]", primals_52: "f32[64]", primals_53: "f32[3, 64, 3, 3]", getitem_1: "f32[2, 8, 1, 1]", rsqrt: "f32[2, 8, 1, 1]", div: "f32[2, 64, 16, 16]", convolution: "f32[2, 64, 16, 16]", div_1: "f32[2, 64]", addmm: "f32[2, 64]", getitem_3: "f32[2, 8, 1, 1]", rsqrt_1: "f32[2, 8, 1, 1]", div_2: "f32[2, 64, 16, 16]", convolution_1: "f32[2, 64, 16, 16]", add_10: "f32[2, 64, 16, 16]", squeeze_4: "f32[2, 8]", squeeze_5: "f32[2, 8]", div_3: "f32[2, 1, 256, 256]", view_13: "f32[2, 64, 16, 16]", add_11: "f32[2, 64, 16, 16]", convolution_4: "f32[2, 128, 8, 8]", getitem_10: "f32[2, 8, 1, 1]", rsqrt_3: "f32[2, 8, 1, 1]", div_4: "f32[2, 128, 8, 8]", convolution_5: "f32[2, 128, 8, 8]", addmm_1: "f32[2, 128]", getitem_12: "f32[2, 8, 1, 1]", rsqrt_4: "f32[2, 8, 1, 1]", div_6: "f32[2, 128, 8, 8]", convolution_6: "f32[2, 128, 8, 8]", add_22: "f32[2, 128, 8, 8]", squeeze_10: "f32[2, 8]", squeeze_11: "f32[2, 8]", div_7: "f32[2, 1, 64, 64]", view_27: "f32[2, 128, 8, 8]", convert_element_type_1: "i64[16]", _unsafe_index: "f32[2, 128, 16, 16]", cat: "f32[2, 128, 16, 16]", getitem_19: "f32[2, 8, 1, 1]", rsqrt_6: "f32[2, 8, 1, 1]", div_8: "f32[2, 128, 16, 16]", convolution_10: "f32[2, 64, 16, 16]", addmm_2: "f32[2, 64]", getitem_21: "f32[2, 8, 1, 1]", rsqrt_7: "f32[2, 8, 1, 1]", div_10: "f32[2, 64, 16, 16]", add_36: "f32[2, 64, 16, 16]", getitem_23: "f32[2, 8, 1, 1]", rsqrt_8: "f32[2, 8, 1, 1]", div_11: "f32[2, 64, 16, 16]", permute_18: "f32[2, 128, 64]", permute_19: "f32[2, 128, 64]", permute_20: "f32[2, 64, 128]", permute_30: "f32[2, 64, 256]", permute_31: "f32[2, 64, 256]", permute_32: "f32[2, 256, 64]", tangents_1: "f32[2, 3, 16, 16]"):
        # File: /work/main/scripts/capture_family_models.py:212 in forward, code: return s.out(s.r3(torch.cat([u, h1], 1), t))
        sum_3: "f32[3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(tangents_1, div_11, primals_53, [3], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  tangents_1 = div_11 = primals_53 = None
        getitem_24: "f32[2, 64, 16, 16]" = convolution_backward[0]
        getitem_25: "f32[3, 64, 3, 3]" = convolution_backward[1];  convolution_backward = None
        view_32: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(add_36, [2, 8, 8, 256])
        sub_10: "f32[2, 8, 8, 256]" = torch.ops.aten.sub.Tensor(view_32, getitem_23)
        mul_22: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(sub_10, rsqrt_8);  sub_10 = None
        view_33: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(mul_22, [2, 64, 16, 16]);  mul_22 = None
        unsqueeze_55: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_51, 0)
        unsqueeze_56: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_55, 2)
        unsqueeze_57: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_56, 3);  unsqueeze_56 = None
        mul_23: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(view_33, unsqueeze_57);  view_33 = unsqueeze_57 = None
        unsqueeze_58: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_52, 0);  primals_52 = None
        unsqueeze_59: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_58, 2);  unsqueeze_58 = None
        unsqueeze_60: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_59, 3);  unsqueeze_59 = None
        add_38: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_23, unsqueeze_60);  mul_23 = unsqueeze_60 = None
        neg_9: "f32[2, 64, 16, 16]" = torch.ops.aten.neg.default(add_38)
        exp_11: "f32[2, 64, 16, 16]" = torch.ops.aten.exp.default(neg_9);  neg_9 = None
        add_39: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(exp_11, 1);  exp_11 = None
        reciprocal: "f32[2, 64, 16, 16]" = torch.ops.aten.reciprocal.default(add_39);  add_39 = None
        mul_24: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(reciprocal, 1);  reciprocal = None
        mul_25: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_24, mul_24);  getitem_24 = None
        sub_11: "f32[2, 64, 16, 16]" = torch.ops.aten.sub.Tensor(1, mul_24);  mul_24 = None
        mul_26: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(add_38, sub_11);  add_38 = sub_11 = None
        add_41: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_26, 1);  mul_26 = None
        mul_27: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_25, add_41);  mul_25 = add_41 = None
        mul_28: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_27, add_36);  add_36 = None
        view_34: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_28, [2, 64, 256]);  mul_28 = None
        sum_4: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_34, [2]);  view_34 = None
        view_35: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_27, [2, 64, 256])
        sum_5: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_35, [2]);  view_35 = None
        mul_29: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_4, unsqueeze_55)
        view_36: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_29, [2, 8, 8]);  mul_29 = None
        sum_6: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_36, [2]);  view_36 = None
        mul_30: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_5, unsqueeze_55);  unsqueeze_55 = None
        view_37: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_30, [2, 8, 8]);  mul_30 = None
        sum_7: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_37, [2]);  view_37 = None
        squeeze_17: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt_8, [2, 3]);  rsqrt_8 = None
        unsqueeze_63: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_17, -1)
        view_38: "f32[1, 8, 8]" = torch.ops.aten.view.default(primals_51, [1, 8, 8]);  primals_51 = None
        mul_31: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(unsqueeze_63, view_38);  view_38 = None
        squeeze_16: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_23, [2, 3]);  getitem_23 = None
        mul_32: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_7, squeeze_16)
        sub_12: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_32, sum_6);  mul_32 = sum_6 = None
        mul_33: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_12, squeeze_17);  sub_12 = None
        mul_34: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_33, squeeze_17);  mul_33 = None
        mul_35: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_34, squeeze_17);  mul_34 = None
        mul_36: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_35, 0.00048828125);  mul_35 = None
        neg_11: "f32[2, 8]" = torch.ops.aten.neg.default(mul_36)
        mul_37: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_11, squeeze_16);  neg_11 = None
        mul_38: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_7, squeeze_17);  sum_7 = squeeze_17 = None
        mul_39: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_38, 0.00048828125);  mul_38 = None
        sub_13: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_37, mul_39);  mul_37 = mul_39 = None
        unsqueeze_64: "f32[2, 8, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_31, -1);  mul_31 = None
        unsqueeze_65: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_36, -1);  mul_36 = None
        unsqueeze_66: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_65, -1);  unsqueeze_65 = None
        unsqueeze_67: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_13, -1);  sub_13 = None
        unsqueeze_68: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_67, -1);  unsqueeze_67 = None
        view_39: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(mul_27, [2, 8, 8, 256]);  mul_27 = None
        mul_40: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_39, unsqueeze_64);  view_39 = unsqueeze_64 = None
        mul_41: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_32, unsqueeze_66);  view_32 = unsqueeze_66 = None
        add_42: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(mul_40, mul_41);  mul_40 = mul_41 = None
        add_43: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(add_42, unsqueeze_68);  add_42 = unsqueeze_68 = None
        view_41: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(add_43, [2, 64, 16, 16]);  add_43 = None
        view_42: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_4, [2, 8, 8]);  sum_4 = None
        view_43: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_5, [2, 8, 8])
        unsqueeze_69: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_16, -1);  squeeze_16 = None
        mul_42: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(view_43, unsqueeze_69);  view_43 = unsqueeze_69 = None
        sub_14: "f32[2, 8, 8]" = torch.ops.aten.sub.Tensor(view_42, mul_42);  view_42 = mul_42 = None
        mul_43: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_63);  sub_14 = unsqueeze_63 = None
        sum_8: "f32[8, 8]" = torch.ops.aten.sum.dim_IntList(mul_43, [0]);  mul_43 = None
        view_44: "f32[64]" = torch.ops.aten.view.default(sum_8, [64]);  sum_8 = None
        sum_9: "f32[64]" = torch.ops.aten.sum.dim_IntList(sum_5, [0]);  sum_5 = None

        # File: /work/main/scripts/capture_family_models.py:178 in forward, code: return h + s.skip(x)
        sum_10: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_41, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_41, cat, primals_49, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  primals_49 = None
        getitem_27: "f32[2, 128, 16, 16]" = convolution_backward_1[0]
        getitem_28: "f32[64, 128, 1, 1]" = convolution_backward_1[1];  convolution_backward_1 = None

        # File: /work/main/scripts/capture_family_models.py:177 in forward, code: h = s.c2(F.silu(s.n2(h)))
        sum_11: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_41, [0, 2, 3])
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(view_41, div_10, primals_47, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  view_41 = div_10 = primals_47 = None
        getitem_30: "f32[2, 64, 16, 16]" = convolution_backward_2[0]
        getitem_31: "f32[64, 64, 3, 3]" = convolution_backward_2[1];  convolution_backward_2 = None

        # File: /work/main/scripts/capture_family_models.py:176 in forward, code: h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
        unsqueeze_47: "f32[2, 64, 1]" = torch.ops.aten.unsqueeze.default(addmm_2, 2);  addmm_2 = None
        unsqueeze_48: "f32[2, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_47, 3);  unsqueeze_47 = None
        add_32: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(convolution_10, unsqueeze_48);  convolution_10 = unsqueeze_48 = None

        # File: /work/main/scripts/capture_family_models.py:177 in forward, code: h = s.c2(F.silu(s.n2(h)))
        view_30: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(add_32, [2, 8, 8, 256])
        sub_9: "f32[2, 8, 8, 256]" = torch.ops.aten.sub.Tensor(view_30, getitem_21)
        mul_20: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(sub_9, rsqrt_7);  sub_9 = None
        view_31: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(mul_20, [2, 64, 16, 16]);  mul_20 = None
        unsqueeze_49: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_45, 0)
        unsqueeze_50: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_49, 2)
        unsqueeze_51: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_50, 3);  unsqueeze_50 = None
        mul_21: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(view_31, unsqueeze_51);  view_31 = unsqueeze_51 = None
        unsqueeze_52: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_46, 0);  primals_46 = None
        unsqueeze_53: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_52, 2);  unsqueeze_52 = None
        unsqueeze_54: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_53, 3);  unsqueeze_53 = None
        add_34: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_21, unsqueeze_54);  mul_21 = unsqueeze_54 = None
        neg_8: "f32[2, 64, 16, 16]" = torch.ops.aten.neg.default(add_34)
        exp_10: "f32[2, 64, 16, 16]" = torch.ops.aten.exp.default(neg_8);  neg_8 = None
        add_35: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(exp_10, 1);  exp_10 = None
        reciprocal_1: "f32[2, 64, 16, 16]" = torch.ops.aten.reciprocal.default(add_35);  add_35 = None
        mul_44: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1);  reciprocal_1 = None
        mul_45: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_30, mul_44);  getitem_30 = None
        sub_15: "f32[2, 64, 16, 16]" = torch.ops.aten.sub.Tensor(1, mul_44);  mul_44 = None
        mul_46: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(add_34, sub_15);  add_34 = sub_15 = None
        add_45: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_46, 1);  mul_46 = None
        mul_47: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_45, add_45);  mul_45 = add_45 = None
        mul_48: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_47, add_32);  add_32 = None
        view_45: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_48, [2, 64, 256]);  mul_48 = None
        sum_12: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_45, [2]);  view_45 = None
        view_46: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_47, [2, 64, 256])
        sum_13: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_46, [2]);  view_46 = None
        mul_49: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_12, unsqueeze_49)
        view_47: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_49, [2, 8, 8]);  mul_49 = None
        sum_14: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_47, [2]);  view_47 = None
        mul_50: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_13, unsqueeze_49);  unsqueeze_49 = None
        view_48: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_50, [2, 8, 8]);  mul_50 = None
        sum_15: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_48, [2]);  view_48 = None
        squeeze_15: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt_7, [2, 3]);  rsqrt_7 = None
        unsqueeze_73: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_15, -1)
        view_49: "f32[1, 8, 8]" = torch.ops.aten.view.default(primals_45, [1, 8, 8]);  primals_45 = None
        mul_51: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(unsqueeze_73, view_49);  view_49 = None
        squeeze_14: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_21, [2, 3]);  getitem_21 = None
        mul_52: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_15, squeeze_14)
        sub_16: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_52, sum_14);  mul_52 = sum_14 = None
        mul_53: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_16, squeeze_15);  sub_16 = None
        mul_54: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_53, squeeze_15);  mul_53 = None
        mul_55: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_54, squeeze_15);  mul_54 = None
        mul_56: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_55, 0.00048828125);  mul_55 = None
        neg_13: "f32[2, 8]" = torch.ops.aten.neg.default(mul_56)
        mul_57: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_13, squeeze_14);  neg_13 = None
        mul_58: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_15, squeeze_15);  sum_15 = squeeze_15 = None
        mul_59: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_58, 0.00048828125);  mul_58 = None
        sub_17: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_57, mul_59);  mul_57 = mul_59 = None
        unsqueeze_74: "f32[2, 8, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_51, -1);  mul_51 = None
        unsqueeze_75: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_56, -1);  mul_56 = None
        unsqueeze_76: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_75, -1);  unsqueeze_75 = None
        unsqueeze_77: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_17, -1);  sub_17 = None
        unsqueeze_78: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_77, -1);  unsqueeze_77 = None
        view_50: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(mul_47, [2, 8, 8, 256]);  mul_47 = None
        mul_60: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_50, unsqueeze_74);  view_50 = unsqueeze_74 = None
        mul_61: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_30, unsqueeze_76);  view_30 = unsqueeze_76 = None
        add_46: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(mul_60, mul_61);  mul_60 = mul_61 = None
        add_47: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(add_46, unsqueeze_78);  add_46 = unsqueeze_78 = None
        view_52: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(add_47, [2, 64, 16, 16]);  add_47 = None
        view_53: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_12, [2, 8, 8]);  sum_12 = None
        view_54: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_13, [2, 8, 8])
        unsqueeze_79: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_14, -1);  squeeze_14 = None
        mul_62: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(view_54, unsqueeze_79);  view_54 = unsqueeze_79 = None
        sub_18: "f32[2, 8, 8]" = torch.ops.aten.sub.Tensor(view_53, mul_62);  view_53 = mul_62 = None
        mul_63: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_73);  sub_18 = unsqueeze_73 = None
        sum_16: "f32[8, 8]" = torch.ops.aten.sum.dim_IntList(mul_63, [0]);  mul_63 = None
        view_55: "f32[64]" = torch.ops.aten.view.default(sum_16, [64]);  sum_16 = None
        sum_17: "f32[64]" = torch.ops.aten.sum.dim_IntList(sum_13, [0]);  sum_13 = None

        # File: /work/main/scripts/capture_family_models.py:176 in forward, code: h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
        sum_18: "f32[2, 64, 1, 1]" = torch.ops.aten.sum.dim_IntList(view_52, [2, 3], True)
        squeeze_18: "f32[2, 64, 1]" = torch.ops.aten.squeeze.dim(sum_18, 3);  sum_18 = None
        squeeze_19: "f32[2, 64]" = torch.ops.aten.squeeze.dim(squeeze_18, 2);  squeeze_18 = None
        permute_13: "f32[64, 2]" = torch.ops.aten.permute.default(squeeze_19, [1, 0])
        mm: "f32[64, 64]" = torch.ops.aten.mm.default(permute_13, div_1);  permute_13 = None
        sum_19: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(squeeze_19, [0], True);  squeeze_19 = None
        view_56: "f32[64]" = torch.ops.aten.view.default(sum_19, [64]);  sum_19 = None
        sum_20: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_52, [0, 2, 3])
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(view_52, div_8, primals_41, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  view_52 = div_8 = primals_41 = None
        getitem_33: "f32[2, 128, 16, 16]" = convolution_backward_3[0]
        getitem_34: "f32[64, 128, 3, 3]" = convolution_backward_3[1];  convolution_backward_3 = None
        view_28: "f32[2, 8, 16, 256]" = torch.ops.aten.view.default(cat, [2, 8, 16, 256])
        sub_8: "f32[2, 8, 16, 256]" = torch.ops.aten.sub.Tensor(view_28, getitem_19)
        mul_18: "f32[2, 8, 16, 256]" = torch.ops.aten.mul.Tensor(sub_8, rsqrt_6);  sub_8 = None
        view_29: "f32[2, 128, 16, 16]" = torch.ops.aten.view.default(mul_18, [2, 128, 16, 16]);  mul_18 = None
        unsqueeze_41: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_39, 0)
        unsqueeze_42: "f32[1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_41, 2)
        unsqueeze_43: "f32[1, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_42, 3);  unsqueeze_42 = None
        mul_19: "f32[2, 128, 16, 16]" = torch.ops.aten.mul.Tensor(view_29, unsqueeze_43);  view_29 = unsqueeze_43 = None
        unsqueeze_44: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_40, 0);  primals_40 = None
        unsqueeze_45: "f32[1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_44, 2);  unsqueeze_44 = None
        unsqueeze_46: "f32[1, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_45, 3);  unsqueeze_45 = None
        add_29: "f32[2, 128, 16, 16]" = torch.ops.aten.add.Tensor(mul_19, unsqueeze_46);  mul_19 = unsqueeze_46 = None
        neg_6: "f32[2, 128, 16, 16]" = torch.ops.aten.neg.default(add_29)
        exp_8: "f32[2, 128, 16, 16]" = torch.ops.aten.exp.default(neg_6);  neg_6 = None
        add_30: "f32[2, 128, 16, 16]" = torch.ops.aten.add.Tensor(exp_8, 1);  exp_8 = None
        reciprocal_2: "f32[2, 128, 16, 16]" = torch.ops.aten.reciprocal.default(add_30);  add_30 = None
        mul_64: "f32[2, 128, 16, 16]" = torch.ops.aten.mul.Tensor(reciprocal_2, 1);  reciprocal_2 = None
        mul_65: "f32[2, 128, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_33, mul_64);  getitem_33 = None
        sub_19: "f32[2, 128, 16, 16]" = torch.ops.aten.sub.Tensor(1, mul_64);  mul_64 = None
        mul_66: "f32[2, 128, 16, 16]" = torch.ops.aten.mul.Tensor(add_29, sub_19);  add_29 = sub_19 = None
        add_49: "f32[2, 128, 16, 16]" = torch.ops.aten.add.Tensor(mul_66, 1);  mul_66 = None
        mul_67: "f32[2, 128, 16, 16]" = torch.ops.aten.mul.Tensor(mul_65, add_49);  mul_65 = add_49 = None
        mul_68: "f32[2, 128, 16, 16]" = torch.ops.aten.mul.Tensor(mul_67, cat);  cat = None
        view_57: "f32[2, 128, 256]" = torch.ops.aten.view.default(mul_68, [2, 128, 256]);  mul_68 = None
        sum_21: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_57, [2]);  view_57 = None
        view_58: "f32[2, 128, 256]" = torch.ops.aten.view.default(mul_67, [2, 128, 256])
        sum_22: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_58, [2]);  view_58 = None
        mul_69: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_21, unsqueeze_41)
        view_59: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_69, [2, 8, 16]);  mul_69 = None
        sum_23: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_59, [2]);  view_59 = None
        mul_70: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_22, unsqueeze_41);  unsqueeze_41 = None
        view_60: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_70, [2, 8, 16]);  mul_70 = None
        sum_24: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_60, [2]);  view_60 = None
        squeeze_13: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt_6, [2, 3]);  rsqrt_6 = None
        unsqueeze_83: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_13, -1)
        view_61: "f32[1, 8, 16]" = torch.ops.aten.view.default(primals_39, [1, 8, 16]);  primals_39 = None
        mul_71: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(unsqueeze_83, view_61);  view_61 = None
        squeeze_12: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_19, [2, 3]);  getitem_19 = None
        mul_72: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_24, squeeze_12)
        sub_20: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_72, sum_23);  mul_72 = sum_23 = None
        mul_73: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_20, squeeze_13);  sub_20 = None
        mul_74: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_73, squeeze_13);  mul_73 = None
        mul_75: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_74, squeeze_13);  mul_74 = None
        mul_76: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_75, 0.000244140625);  mul_75 = None
        neg_15: "f32[2, 8]" = torch.ops.aten.neg.default(mul_76)
        mul_77: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_15, squeeze_12);  neg_15 = None
        mul_78: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_24, squeeze_13);  sum_24 = squeeze_13 = None
        mul_79: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_78, 0.000244140625);  mul_78 = None
        sub_21: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_77, mul_79);  mul_77 = mul_79 = None
        unsqueeze_84: "f32[2, 8, 16, 1]" = torch.ops.aten.unsqueeze.default(mul_71, -1);  mul_71 = None
        unsqueeze_85: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_76, -1);  mul_76 = None
        unsqueeze_86: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_85, -1);  unsqueeze_85 = None
        unsqueeze_87: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_21, -1);  sub_21 = None
        unsqueeze_88: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_87, -1);  unsqueeze_87 = None
        view_62: "f32[2, 8, 16, 256]" = torch.ops.aten.view.default(mul_67, [2, 8, 16, 256]);  mul_67 = None
        mul_80: "f32[2, 8, 16, 256]" = torch.ops.aten.mul.Tensor(view_62, unsqueeze_84);  view_62 = unsqueeze_84 = None
        mul_81: "f32[2, 8, 16, 256]" = torch.ops.aten.mul.Tensor(view_28, unsqueeze_86);  view_28 = unsqueeze_86 = None
        add_50: "f32[2, 8, 16, 256]" = torch.ops.aten.add.Tensor(mul_80, mul_81);  mul_80 = mul_81 = None
        add_51: "f32[2, 8, 16, 256]" = torch.ops.aten.add.Tensor(add_50, unsqueeze_88);  add_50 = unsqueeze_88 = None
        view_64: "f32[2, 128, 16, 16]" = torch.ops.aten.view.default(add_51, [2, 128, 16, 16]);  add_51 = None
        view_65: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_21, [2, 8, 16]);  sum_21 = None
        view_66: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_22, [2, 8, 16])
        unsqueeze_89: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_12, -1);  squeeze_12 = None
        mul_82: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_66, unsqueeze_89);  view_66 = unsqueeze_89 = None
        sub_22: "f32[2, 8, 16]" = torch.ops.aten.sub.Tensor(view_65, mul_82);  view_65 = mul_82 = None
        mul_83: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_83);  sub_22 = unsqueeze_83 = None
        sum_25: "f32[8, 16]" = torch.ops.aten.sum.dim_IntList(mul_83, [0]);  mul_83 = None
        view_67: "f32[128]" = torch.ops.aten.view.default(sum_25, [128]);  sum_25 = None
        sum_26: "f32[128]" = torch.ops.aten.sum.dim_IntList(sum_22, [0]);  sum_22 = None
        add_52: "f32[2, 128, 16, 16]" = torch.ops.aten.add.Tensor(getitem_27, view_64);  getitem_27 = view_64 = None

        # File: /work/main/scripts/capture_family_models.py:212 in forward, code: return s.out(s.r3(torch.cat([u, h1], 1), t))
        slice_1: "f32[2, 64, 16, 16]" = torch.ops.aten.slice.Tensor(add_52, 1, 0, 64)
        slice_2: "f32[2, 64, 16, 16]" = torch.ops.aten.slice.Tensor(add_52, 1, 64, 128);  add_52 = None

        # File: /work/main/scripts/capture_family_models.py:211 in forward, code: u = s.upc(F.interpolate(h2, scale_factor=2.0, mode="nearest"))
        sum_27: "f32[64]" = torch.ops.aten.sum.dim_IntList(slice_1, [0, 2, 3])
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(slice_1, _unsafe_index, primals_37, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_1 = _unsafe_index = primals_37 = None
        getitem_36: "f32[2, 128, 16, 16]" = convolution_backward_4[0]
        getitem_37: "f32[64, 128, 3, 3]" = convolution_backward_4[1];  convolution_backward_4 = None
        full_default: "f32[2, 128, 8, 8]" = torch.ops.aten.full.default([2, 128, 8, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        unsqueeze_40: "i64[16, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_1, -1)
        index_put: "f32[2, 128, 8, 8]" = torch.ops.aten.index_put.default(full_default, [None, None, unsqueeze_40, convert_element_type_1], getitem_36, True);  full_default = unsqueeze_40 = convert_element_type_1 = getitem_36 = None

        # File: /work/main/scripts/capture_family_models.py:195 in forward, code: return x + s.proj(o)
        sum_28: "f32[128]" = torch.ops.aten.sum.dim_IntList(index_put, [0, 2, 3])
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(index_put, view_27, primals_35, [128], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  view_27 = primals_35 = None
        getitem_39: "f32[2, 128, 8, 8]" = convolution_backward_5[0]
        getitem_40: "f32[128, 128, 1, 1]" = convolution_backward_5[1];  convolution_backward_5 = None

        # File: /work/main/scripts/capture_family_models.py:194 in forward, code: o = o.transpose(-1, -2).reshape(B, C, H, W)
        view_68: "f32[2, 1, 128, 64]" = torch.ops.aten.view.default(getitem_39, [2, 1, 128, 64]);  getitem_39 = None
        permute_16: "f32[2, 1, 64, 128]" = torch.ops.aten.permute.default(view_68, [0, 1, 3, 2]);  view_68 = None

        # File: /work/main/scripts/capture_family_models.py:193 in forward, code: o = ((q @ k.transpose(-1, -2)) * (C // s.heads) ** -0.5).softmax(-1) @ v
        view_69: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_16, [2, 64, 128]);  permute_16 = None
        expand_6: "f32[2, 1, 64, 64]" = torch.ops.aten.expand.default(div_7, [2, 1, 64, 64])
        view_24: "f32[2, 64, 64]" = torch.ops.aten.view.default(expand_6, [2, 64, 64]);  expand_6 = None
        permute_17: "f32[2, 64, 64]" = torch.ops.aten.permute.default(view_24, [0, 2, 1]);  view_24 = None
        bmm_4: "f32[2, 64, 128]" = torch.ops.aten.bmm.default(permute_17, view_69);  permute_17 = None
        bmm_5: "f32[2, 64, 64]" = torch.ops.aten.bmm.default(view_69, permute_18);  view_69 = permute_18 = None
        view_70: "f32[2, 1, 64, 128]" = torch.ops.aten.view.default(bmm_4, [2, 1, 64, 128]);  bmm_4 = None
        view_71: "f32[2, 1, 64, 64]" = torch.ops.aten.view.default(bmm_5, [2, 1, 64, 64]);  bmm_5 = None
        mul_84: "f32[2, 1, 64, 64]" = torch.ops.aten.mul.Tensor(view_71, div_7);  view_71 = None
        sum_29: "f32[2, 1, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_84, [-1], True)
        neg_16: "f32[2, 1, 64, 64]" = torch.ops.aten.neg.default(div_7);  div_7 = None
        fma: "f32[2, 1, 64, 64]" = torch.ops.prims.fma.default(neg_16, sum_29, mul_84);  neg_16 = sum_29 = mul_84 = None
        mul_85: "f32[2, 1, 64, 64]" = torch.ops.aten.mul.Tensor(fma, 0.08838834764831845);  fma = None
        view_72: "f32[2, 64, 64]" = torch.ops.aten.view.default(mul_85, [2, 64, 64]);  mul_85 = None
        bmm_6: "f32[2, 128, 64]" = torch.ops.aten.bmm.default(permute_19, view_72);  permute_19 = None
        bmm_7: "f32[2, 64, 128]" = torch.ops.aten.bmm.default(view_72, permute_20);  view_72 = permute_20 = None
        view_73: "f32[2, 1, 128, 64]" = torch.ops.aten.view.default(bmm_6, [2, 1, 128, 64]);  bmm_6 = None
        view_74: "f32[2, 1, 64, 128]" = torch.ops.aten.view.default(bmm_7, [2, 1, 64, 128]);  bmm_7 = None

        # File: /work/main/scripts/capture_family_models.py:189 in forward, code: q, k, v = q.transpose(-1, -2), k.transpose(-1, -2), v.transpose(-1, -2)
        permute_22: "f32[2, 1, 128, 64]" = torch.ops.aten.permute.default(view_70, [0, 1, 3, 2]);  view_70 = None
        permute_24: "f32[2, 1, 128, 64]" = torch.ops.aten.permute.default(view_74, [0, 1, 3, 2]);  view_74 = None

        # File: /work/main/scripts/capture_family_models.py:188 in forward, code: q, k, v = s.qkv(s.n(x)).reshape(B, 3, s.heads, C // s.heads, H * W).unbind(1)
        cat_1: "f32[2, 3, 128, 64]" = torch.ops.aten.cat.default([permute_24, view_73, permute_22], 1);  permute_24 = view_73 = permute_22 = None
        view_75: "f32[2, 3, 1, 128, 64]" = torch.ops.aten.view.default(cat_1, [2, 3, 1, 128, 64]);  cat_1 = None
        view_76: "f32[2, 384, 8, 8]" = torch.ops.aten.view.default(view_75, [2, 384, 8, 8]);  view_75 = None
        sum_30: "f32[384]" = torch.ops.aten.sum.dim_IntList(view_76, [0, 2, 3])
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(view_76, add_22, primals_33, [384], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  view_76 = add_22 = primals_33 = None
        getitem_42: "f32[2, 128, 8, 8]" = convolution_backward_6[0]
        getitem_43: "f32[384, 128, 1, 1]" = convolution_backward_6[1];  convolution_backward_6 = None

        # File: /work/main/scripts/capture_family_models.py:178 in forward, code: return h + s.skip(x)
        add_20: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(convolution_6, convolution_4);  convolution_6 = None

        # File: /work/main/scripts/capture_family_models.py:188 in forward, code: q, k, v = s.qkv(s.n(x)).reshape(B, 3, s.heads, C // s.heads, H * W).unbind(1)
        mul_86: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(getitem_42, add_20)
        view_77: "f32[2, 128, 64]" = torch.ops.aten.view.default(mul_86, [2, 128, 64]);  mul_86 = None
        sum_31: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_77, [2]);  view_77 = None
        view_78: "f32[2, 128, 64]" = torch.ops.aten.view.default(getitem_42, [2, 128, 64])
        sum_32: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_78, [2]);  view_78 = None
        unsqueeze_34: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_31, 0)
        mul_87: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_31, unsqueeze_34)
        view_79: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_87, [2, 8, 16]);  mul_87 = None
        sum_33: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_79, [2]);  view_79 = None
        mul_88: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_32, unsqueeze_34);  unsqueeze_34 = None
        view_80: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_88, [2, 8, 16]);  mul_88 = None
        sum_34: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_80, [2]);  view_80 = None
        unsqueeze_93: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_11, -1)
        view_81: "f32[1, 8, 16]" = torch.ops.aten.view.default(primals_31, [1, 8, 16]);  primals_31 = None
        mul_89: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(unsqueeze_93, view_81);  view_81 = None
        mul_90: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_34, squeeze_10)
        sub_23: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_90, sum_33);  mul_90 = sum_33 = None
        mul_91: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_23, squeeze_11);  sub_23 = None
        mul_92: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_91, squeeze_11);  mul_91 = None
        mul_93: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_92, squeeze_11);  mul_92 = None
        mul_94: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_93, 0.0009765625);  mul_93 = None
        neg_17: "f32[2, 8]" = torch.ops.aten.neg.default(mul_94)
        mul_95: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_17, squeeze_10);  neg_17 = None
        mul_96: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_34, squeeze_11);  sum_34 = squeeze_11 = None
        mul_97: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_96, 0.0009765625);  mul_96 = None
        sub_24: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_95, mul_97);  mul_95 = mul_97 = None
        unsqueeze_94: "f32[2, 8, 16, 1]" = torch.ops.aten.unsqueeze.default(mul_89, -1);  mul_89 = None
        unsqueeze_95: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_94, -1);  mul_94 = None
        unsqueeze_96: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_95, -1);  unsqueeze_95 = None
        unsqueeze_97: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_24, -1);  sub_24 = None
        unsqueeze_98: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_97, -1);  unsqueeze_97 = None
        view_82: "f32[2, 8, 16, 64]" = torch.ops.aten.view.default(getitem_42, [2, 8, 16, 64]);  getitem_42 = None
        mul_98: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(view_82, unsqueeze_94);  view_82 = unsqueeze_94 = None
        view_18: "f32[2, 8, 16, 64]" = torch.ops.aten.view.default(add_20, [2, 8, 16, 64]);  add_20 = None
        mul_99: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(view_18, unsqueeze_96);  view_18 = unsqueeze_96 = None
        add_53: "f32[2, 8, 16, 64]" = torch.ops.aten.add.Tensor(mul_98, mul_99);  mul_98 = mul_99 = None
        add_54: "f32[2, 8, 16, 64]" = torch.ops.aten.add.Tensor(add_53, unsqueeze_98);  add_53 = unsqueeze_98 = None
        view_84: "f32[2, 128, 8, 8]" = torch.ops.aten.view.default(add_54, [2, 128, 8, 8]);  add_54 = None
        view_85: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_31, [2, 8, 16]);  sum_31 = None
        view_86: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_32, [2, 8, 16])
        unsqueeze_99: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_10, -1);  squeeze_10 = None
        mul_100: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_86, unsqueeze_99);  view_86 = unsqueeze_99 = None
        sub_25: "f32[2, 8, 16]" = torch.ops.aten.sub.Tensor(view_85, mul_100);  view_85 = mul_100 = None
        mul_101: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(sub_25, unsqueeze_93);  sub_25 = unsqueeze_93 = None
        sum_35: "f32[8, 16]" = torch.ops.aten.sum.dim_IntList(mul_101, [0]);  mul_101 = None
        view_87: "f32[128]" = torch.ops.aten.view.default(sum_35, [128]);  sum_35 = None
        sum_36: "f32[128]" = torch.ops.aten.sum.dim_IntList(sum_32, [0]);  sum_32 = None
        add_55: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(index_put, view_84);  index_put = view_84 = None

        # File: /work/main/scripts/capture_family_models.py:177 in forward, code: h = s.c2(F.silu(s.n2(h)))
        sum_37: "f32[128]" = torch.ops.aten.sum.dim_IntList(add_55, [0, 2, 3])
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(add_55, div_6, primals_29, [128], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  div_6 = primals_29 = None
        getitem_45: "f32[2, 128, 8, 8]" = convolution_backward_7[0]
        getitem_46: "f32[128, 128, 3, 3]" = convolution_backward_7[1];  convolution_backward_7 = None

        # File: /work/main/scripts/capture_family_models.py:176 in forward, code: h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
        unsqueeze_26: "f32[2, 128, 1]" = torch.ops.aten.unsqueeze.default(addmm_1, 2);  addmm_1 = None
        unsqueeze_27: "f32[2, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, 3);  unsqueeze_26 = None
        add_16: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(convolution_5, unsqueeze_27);  convolution_5 = unsqueeze_27 = None

        # File: /work/main/scripts/capture_family_models.py:177 in forward, code: h = s.c2(F.silu(s.n2(h)))
        view_16: "f32[2, 8, 16, 64]" = torch.ops.aten.view.default(add_16, [2, 8, 16, 64])
        sub_5: "f32[2, 8, 16, 64]" = torch.ops.aten.sub.Tensor(view_16, getitem_12)
        mul_9: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(sub_5, rsqrt_4);  sub_5 = None
        view_17: "f32[2, 128, 8, 8]" = torch.ops.aten.view.default(mul_9, [2, 128, 8, 8]);  mul_9 = None
        unsqueeze_28: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_27, 0)
        unsqueeze_29: "f32[1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, 2)
        unsqueeze_30: "f32[1, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_29, 3);  unsqueeze_29 = None
        mul_10: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(view_17, unsqueeze_30);  view_17 = unsqueeze_30 = None
        unsqueeze_31: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_28, 0);  primals_28 = None
        unsqueeze_32: "f32[1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_31, 2);  unsqueeze_31 = None
        unsqueeze_33: "f32[1, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_32, 3);  unsqueeze_32 = None
        add_18: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(mul_10, unsqueeze_33);  mul_10 = unsqueeze_33 = None
        neg_5: "f32[2, 128, 8, 8]" = torch.ops.aten.neg.default(add_18)
        exp_6: "f32[2, 128, 8, 8]" = torch.ops.aten.exp.default(neg_5);  neg_5 = None
        add_19: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(exp_6, 1);  exp_6 = None
        reciprocal_3: "f32[2, 128, 8, 8]" = torch.ops.aten.reciprocal.default(add_19);  add_19 = None
        mul_102: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(reciprocal_3, 1);  reciprocal_3 = None
        mul_103: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(getitem_45, mul_102);  getitem_45 = None
        sub_26: "f32[2, 128, 8, 8]" = torch.ops.aten.sub.Tensor(1, mul_102);  mul_102 = None
        mul_104: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(add_18, sub_26);  add_18 = sub_26 = None
        add_57: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(mul_104, 1);  mul_104 = None
        mul_105: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(mul_103, add_57);  mul_103 = add_57 = None
        mul_106: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(mul_105, add_16);  add_16 = None
        view_88: "f32[2, 128, 64]" = torch.ops.aten.view.default(mul_106, [2, 128, 64]);  mul_106 = None
        sum_38: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_88, [2]);  view_88 = None
        view_89: "f32[2, 128, 64]" = torch.ops.aten.view.default(mul_105, [2, 128, 64])
        sum_39: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_89, [2]);  view_89 = None
        mul_107: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_38, unsqueeze_28)
        view_90: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_107, [2, 8, 16]);  mul_107 = None
        sum_40: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_90, [2]);  view_90 = None
        mul_108: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_39, unsqueeze_28);  unsqueeze_28 = None
        view_91: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_108, [2, 8, 16]);  mul_108 = None
        sum_41: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_91, [2]);  view_91 = None
        squeeze_9: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt_4, [2, 3]);  rsqrt_4 = None
        unsqueeze_103: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_9, -1)
        view_92: "f32[1, 8, 16]" = torch.ops.aten.view.default(primals_27, [1, 8, 16]);  primals_27 = None
        mul_109: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(unsqueeze_103, view_92);  view_92 = None
        squeeze_8: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_12, [2, 3]);  getitem_12 = None
        mul_110: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_41, squeeze_8)
        sub_27: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_110, sum_40);  mul_110 = sum_40 = None
        mul_111: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_27, squeeze_9);  sub_27 = None
        mul_112: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_111, squeeze_9);  mul_111 = None
        mul_113: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_112, squeeze_9);  mul_112 = None
        mul_114: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_113, 0.0009765625);  mul_113 = None
        neg_19: "f32[2, 8]" = torch.ops.aten.neg.default(mul_114)
        mul_115: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_19, squeeze_8);  neg_19 = None
        mul_116: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_41, squeeze_9);  sum_41 = squeeze_9 = None
        mul_117: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_116, 0.0009765625);  mul_116 = None
        sub_28: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_115, mul_117);  mul_115 = mul_117 = None
        unsqueeze_104: "f32[2, 8, 16, 1]" = torch.ops.aten.unsqueeze.default(mul_109, -1);  mul_109 = None
        unsqueeze_105: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_114, -1);  mul_114 = None
        unsqueeze_106: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_105, -1);  unsqueeze_105 = None
        unsqueeze_107: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_28, -1);  sub_28 = None
        unsqueeze_108: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_107, -1);  unsqueeze_107 = None
        view_93: "f32[2, 8, 16, 64]" = torch.ops.aten.view.default(mul_105, [2, 8, 16, 64]);  mul_105 = None
        mul_118: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(view_93, unsqueeze_104);  view_93 = unsqueeze_104 = None
        mul_119: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(view_16, unsqueeze_106);  view_16 = unsqueeze_106 = None
        add_58: "f32[2, 8, 16, 64]" = torch.ops.aten.add.Tensor(mul_118, mul_119);  mul_118 = mul_119 = None
        add_59: "f32[2, 8, 16, 64]" = torch.ops.aten.add.Tensor(add_58, unsqueeze_108);  add_58 = unsqueeze_108 = None
        view_95: "f32[2, 128, 8, 8]" = torch.ops.aten.view.default(add_59, [2, 128, 8, 8]);  add_59 = None
        view_96: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_38, [2, 8, 16]);  sum_38 = None
        view_97: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_39, [2, 8, 16])
        unsqueeze_109: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_8, -1);  squeeze_8 = None
        mul_120: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_97, unsqueeze_109);  view_97 = unsqueeze_109 = None
        sub_29: "f32[2, 8, 16]" = torch.ops.aten.sub.Tensor(view_96, mul_120);  view_96 = mul_120 = None
        mul_121: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(sub_29, unsqueeze_103);  sub_29 = unsqueeze_103 = None
        sum_42: "f32[8, 16]" = torch.ops.aten.sum.dim_IntList(mul_121, [0]);  mul_121 = None
        view_98: "f32[128]" = torch.ops.aten.view.default(sum_42, [128]);  sum_42 = None
        sum_43: "f32[128]" = torch.ops.aten.sum.dim_IntList(sum_39, [0]);  sum_39 = None

        # File: /work/main/scripts/capture_family_models.py:176 in forward, code: h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
        sum_44: "f32[2, 128, 1, 1]" = torch.ops.aten.sum.dim_IntList(view_95, [2, 3], True)
        squeeze_20: "f32[2, 128, 1]" = torch.ops.aten.squeeze.dim(sum_44, 3);  sum_44 = None
        squeeze_21: "f32[2, 128]" = torch.ops.aten.squeeze.dim(squeeze_20, 2);  squeeze_20 = None
        permute_25: "f32[128, 2]" = torch.ops.aten.permute.default(squeeze_21, [1, 0])
        mm_1: "f32[128, 64]" = torch.ops.aten.mm.default(permute_25, div_1);  permute_25 = None
        sum_45: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(squeeze_21, [0], True);  squeeze_21 = None
        view_99: "f32[128]" = torch.ops.aten.view.default(sum_45, [128]);  sum_45 = None
        sum_46: "f32[128]" = torch.ops.aten.sum.dim_IntList(view_95, [0, 2, 3])
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(view_95, div_4, primals_23, [128], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  view_95 = div_4 = primals_23 = None
        getitem_48: "f32[2, 128, 8, 8]" = convolution_backward_8[0]
        getitem_49: "f32[128, 128, 3, 3]" = convolution_backward_8[1];  convolution_backward_8 = None
        view_14: "f32[2, 8, 16, 64]" = torch.ops.aten.view.default(convolution_4, [2, 8, 16, 64])
        sub_4: "f32[2, 8, 16, 64]" = torch.ops.aten.sub.Tensor(view_14, getitem_10)
        mul_7: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_3);  sub_4 = None
        view_15: "f32[2, 128, 8, 8]" = torch.ops.aten.view.default(mul_7, [2, 128, 8, 8]);  mul_7 = None
        unsqueeze_20: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_21, 0)
        unsqueeze_21: "f32[1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, 2)
        unsqueeze_22: "f32[1, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_21, 3);  unsqueeze_21 = None
        mul_8: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(view_15, unsqueeze_22);  view_15 = unsqueeze_22 = None
        unsqueeze_23: "f32[1, 128]" = torch.ops.aten.unsqueeze.default(primals_22, 0);  primals_22 = None
        unsqueeze_24: "f32[1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_23, 2);  unsqueeze_23 = None
        unsqueeze_25: "f32[1, 128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, 3);  unsqueeze_24 = None
        add_13: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(mul_8, unsqueeze_25);  mul_8 = unsqueeze_25 = None
        neg_3: "f32[2, 128, 8, 8]" = torch.ops.aten.neg.default(add_13)
        exp_4: "f32[2, 128, 8, 8]" = torch.ops.aten.exp.default(neg_3);  neg_3 = None
        add_14: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(exp_4, 1);  exp_4 = None
        reciprocal_4: "f32[2, 128, 8, 8]" = torch.ops.aten.reciprocal.default(add_14);  add_14 = None
        mul_122: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(reciprocal_4, 1);  reciprocal_4 = None
        mul_123: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(getitem_48, mul_122);  getitem_48 = None
        sub_30: "f32[2, 128, 8, 8]" = torch.ops.aten.sub.Tensor(1, mul_122);  mul_122 = None
        mul_124: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(add_13, sub_30);  add_13 = sub_30 = None
        add_61: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(mul_124, 1);  mul_124 = None
        mul_125: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(mul_123, add_61);  mul_123 = add_61 = None
        mul_126: "f32[2, 128, 8, 8]" = torch.ops.aten.mul.Tensor(mul_125, convolution_4);  convolution_4 = None
        view_100: "f32[2, 128, 64]" = torch.ops.aten.view.default(mul_126, [2, 128, 64]);  mul_126 = None
        sum_47: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_100, [2]);  view_100 = None
        view_101: "f32[2, 128, 64]" = torch.ops.aten.view.default(mul_125, [2, 128, 64])
        sum_48: "f32[2, 128]" = torch.ops.aten.sum.dim_IntList(view_101, [2]);  view_101 = None
        mul_127: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_47, unsqueeze_20)
        view_102: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_127, [2, 8, 16]);  mul_127 = None
        sum_49: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_102, [2]);  view_102 = None
        mul_128: "f32[2, 128]" = torch.ops.aten.mul.Tensor(sum_48, unsqueeze_20);  unsqueeze_20 = None
        view_103: "f32[2, 8, 16]" = torch.ops.aten.view.default(mul_128, [2, 8, 16]);  mul_128 = None
        sum_50: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_103, [2]);  view_103 = None
        squeeze_7: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt_3, [2, 3]);  rsqrt_3 = None
        unsqueeze_113: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_7, -1)
        view_104: "f32[1, 8, 16]" = torch.ops.aten.view.default(primals_21, [1, 8, 16]);  primals_21 = None
        mul_129: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(unsqueeze_113, view_104);  view_104 = None
        squeeze_6: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_10, [2, 3]);  getitem_10 = None
        mul_130: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_50, squeeze_6)
        sub_31: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_130, sum_49);  mul_130 = sum_49 = None
        mul_131: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_31, squeeze_7);  sub_31 = None
        mul_132: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_131, squeeze_7);  mul_131 = None
        mul_133: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_132, squeeze_7);  mul_132 = None
        mul_134: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_133, 0.0009765625);  mul_133 = None
        neg_21: "f32[2, 8]" = torch.ops.aten.neg.default(mul_134)
        mul_135: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_21, squeeze_6);  neg_21 = None
        mul_136: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_50, squeeze_7);  sum_50 = squeeze_7 = None
        mul_137: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_136, 0.0009765625);  mul_136 = None
        sub_32: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_135, mul_137);  mul_135 = mul_137 = None
        unsqueeze_114: "f32[2, 8, 16, 1]" = torch.ops.aten.unsqueeze.default(mul_129, -1);  mul_129 = None
        unsqueeze_115: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_134, -1);  mul_134 = None
        unsqueeze_116: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_115, -1);  unsqueeze_115 = None
        unsqueeze_117: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_32, -1);  sub_32 = None
        unsqueeze_118: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_117, -1);  unsqueeze_117 = None
        view_105: "f32[2, 8, 16, 64]" = torch.ops.aten.view.default(mul_125, [2, 8, 16, 64]);  mul_125 = None
        mul_138: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(view_105, unsqueeze_114);  view_105 = unsqueeze_114 = None
        mul_139: "f32[2, 8, 16, 64]" = torch.ops.aten.mul.Tensor(view_14, unsqueeze_116);  view_14 = unsqueeze_116 = None
        add_62: "f32[2, 8, 16, 64]" = torch.ops.aten.add.Tensor(mul_138, mul_139);  mul_138 = mul_139 = None
        add_63: "f32[2, 8, 16, 64]" = torch.ops.aten.add.Tensor(add_62, unsqueeze_118);  add_62 = unsqueeze_118 = None
        view_107: "f32[2, 128, 8, 8]" = torch.ops.aten.view.default(add_63, [2, 128, 8, 8]);  add_63 = None
        view_108: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_47, [2, 8, 16]);  sum_47 = None
        view_109: "f32[2, 8, 16]" = torch.ops.aten.view.default(sum_48, [2, 8, 16])
        unsqueeze_119: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_6, -1);  squeeze_6 = None
        mul_140: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_109, unsqueeze_119);  view_109 = unsqueeze_119 = None
        sub_33: "f32[2, 8, 16]" = torch.ops.aten.sub.Tensor(view_108, mul_140);  view_108 = mul_140 = None
        mul_141: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_113);  sub_33 = unsqueeze_113 = None
        sum_51: "f32[8, 16]" = torch.ops.aten.sum.dim_IntList(mul_141, [0]);  mul_141 = None
        view_110: "f32[128]" = torch.ops.aten.view.default(sum_51, [128]);  sum_51 = None
        sum_52: "f32[128]" = torch.ops.aten.sum.dim_IntList(sum_48, [0]);  sum_48 = None
        add_64: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(add_55, view_107);  add_55 = view_107 = None

        # File: /work/main/scripts/capture_family_models.py:210 in forward, code: h2 = s.a2(s.r2(s.down(h1), t))
        sum_53: "f32[128]" = torch.ops.aten.sum.dim_IntList(add_64, [0, 2, 3])
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(add_64, add_11, primals_19, [128], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_64 = add_11 = primals_19 = None
        getitem_51: "f32[2, 64, 16, 16]" = convolution_backward_9[0]
        getitem_52: "f32[128, 64, 3, 3]" = convolution_backward_9[1];  convolution_backward_9 = None
        add_65: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(slice_2, getitem_51);  slice_2 = getitem_51 = None

        # File: /work/main/scripts/capture_family_models.py:195 in forward, code: return x + s.proj(o)
        sum_54: "f32[64]" = torch.ops.aten.sum.dim_IntList(add_65, [0, 2, 3])
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(add_65, view_13, primals_17, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  view_13 = primals_17 = None
        getitem_54: "f32[2, 64, 16, 16]" = convolution_backward_10[0]
        getitem_55: "f32[64, 64, 1, 1]" = convolution_backward_10[1];  convolution_backward_10 = None

        # File: /work/main/scripts/capture_family_models.py:194 in forward, code: o = o.transpose(-1, -2).reshape(B, C, H, W)
        view_111: "f32[2, 1, 64, 256]" = torch.ops.aten.view.default(getitem_54, [2, 1, 64, 256]);  getitem_54 = None
        permute_28: "f32[2, 1, 256, 64]" = torch.ops.aten.permute.default(view_111, [0, 1, 3, 2]);  view_111 = None

        # File: /work/main/scripts/capture_family_models.py:193 in forward, code: o = ((q @ k.transpose(-1, -2)) * (C // s.heads) ** -0.5).softmax(-1) @ v
        view_112: "f32[2, 256, 64]" = torch.ops.aten.view.default(permute_28, [2, 256, 64]);  permute_28 = None
        expand_2: "f32[2, 1, 256, 256]" = torch.ops.aten.expand.default(div_3, [2, 1, 256, 256])
        view_10: "f32[2, 256, 256]" = torch.ops.aten.view.default(expand_2, [2, 256, 256]);  expand_2 = None
        permute_29: "f32[2, 256, 256]" = torch.ops.aten.permute.default(view_10, [0, 2, 1]);  view_10 = None
        bmm_8: "f32[2, 256, 64]" = torch.ops.aten.bmm.default(permute_29, view_112);  permute_29 = None
        bmm_9: "f32[2, 256, 256]" = torch.ops.aten.bmm.default(view_112, permute_30);  view_112 = permute_30 = None
        view_113: "f32[2, 1, 256, 64]" = torch.ops.aten.view.default(bmm_8, [2, 1, 256, 64]);  bmm_8 = None
        view_114: "f32[2, 1, 256, 256]" = torch.ops.aten.view.default(bmm_9, [2, 1, 256, 256]);  bmm_9 = None
        mul_142: "f32[2, 1, 256, 256]" = torch.ops.aten.mul.Tensor(view_114, div_3);  view_114 = None
        sum_55: "f32[2, 1, 256, 1]" = torch.ops.aten.sum.dim_IntList(mul_142, [-1], True)
        neg_22: "f32[2, 1, 256, 256]" = torch.ops.aten.neg.default(div_3);  div_3 = None
        fma_1: "f32[2, 1, 256, 256]" = torch.ops.prims.fma.default(neg_22, sum_55, mul_142);  neg_22 = sum_55 = mul_142 = None
        mul_143: "f32[2, 1, 256, 256]" = torch.ops.aten.mul.Tensor(fma_1, 0.125);  fma_1 = None
        view_115: "f32[2, 256, 256]" = torch.ops.aten.view.default(mul_143, [2, 256, 256]);  mul_143 = None
        bmm_10: "f32[2, 64, 256]" = torch.ops.aten.bmm.default(permute_31, view_115);  permute_31 = None
        bmm_11: "f32[2, 256, 64]" = torch.ops.aten.bmm.default(view_115, permute_32);  view_115 = permute_32 = None
        view_116: "f32[2, 1, 64, 256]" = torch.ops.aten.view.default(bmm_10, [2, 1, 64, 256]);  bmm_10 = None
        view_117: "f32[2, 1, 256, 64]" = torch.ops.aten.view.default(bmm_11, [2, 1, 256, 64]);  bmm_11 = None

        # File: /work/main/scripts/capture_family_models.py:189 in forward, code: q, k, v = q.transpose(-1, -2), k.transpose(-1, -2), v.transpose(-1, -2)
        permute_34: "f32[2, 1, 64, 256]" = torch.ops.aten.permute.default(view_113, [0, 1, 3, 2]);  view_113 = None
        permute_36: "f32[2, 1, 64, 256]" = torch.ops.aten.permute.default(view_117, [0, 1, 3, 2]);  view_117 = None

        # File: /work/main/scripts/capture_family_models.py:188 in forward, code: q, k, v = s.qkv(s.n(x)).reshape(B, 3, s.heads, C // s.heads, H * W).unbind(1)
        cat_2: "f32[2, 3, 64, 256]" = torch.ops.aten.cat.default([permute_36, view_116, permute_34], 1);  permute_36 = view_116 = permute_34 = None
        view_118: "f32[2, 3, 1, 64, 256]" = torch.ops.aten.view.default(cat_2, [2, 3, 1, 64, 256]);  cat_2 = None
        view_119: "f32[2, 192, 16, 16]" = torch.ops.aten.view.default(view_118, [2, 192, 16, 16]);  view_118 = None
        sum_56: "f32[192]" = torch.ops.aten.sum.dim_IntList(view_119, [0, 2, 3])
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(view_119, add_10, primals_15, [192], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  view_119 = add_10 = primals_15 = None
        getitem_57: "f32[2, 64, 16, 16]" = convolution_backward_11[0]
        getitem_58: "f32[192, 64, 1, 1]" = convolution_backward_11[1];  convolution_backward_11 = None

        # File: /work/main/scripts/capture_family_models.py:178 in forward, code: return h + s.skip(x)
        add_8: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(convolution_1, primals_3);  convolution_1 = None

        # File: /work/main/scripts/capture_family_models.py:188 in forward, code: q, k, v = s.qkv(s.n(x)).reshape(B, 3, s.heads, C // s.heads, H * W).unbind(1)
        mul_144: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_57, add_8)
        view_120: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_144, [2, 64, 256]);  mul_144 = None
        sum_57: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_120, [2]);  view_120 = None
        view_121: "f32[2, 64, 256]" = torch.ops.aten.view.default(getitem_57, [2, 64, 256])
        sum_58: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_121, [2]);  view_121 = None
        unsqueeze_14: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_13, 0)
        mul_145: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_57, unsqueeze_14)
        view_122: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_145, [2, 8, 8]);  mul_145 = None
        sum_59: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_122, [2]);  view_122 = None
        mul_146: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_58, unsqueeze_14);  unsqueeze_14 = None
        view_123: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_146, [2, 8, 8]);  mul_146 = None
        sum_60: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_123, [2]);  view_123 = None
        unsqueeze_123: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_5, -1)
        view_124: "f32[1, 8, 8]" = torch.ops.aten.view.default(primals_13, [1, 8, 8]);  primals_13 = None
        mul_147: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(unsqueeze_123, view_124);  view_124 = None
        mul_148: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_60, squeeze_4)
        sub_34: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_148, sum_59);  mul_148 = sum_59 = None
        mul_149: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_34, squeeze_5);  sub_34 = None
        mul_150: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_149, squeeze_5);  mul_149 = None
        mul_151: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_150, squeeze_5);  mul_150 = None
        mul_152: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_151, 0.00048828125);  mul_151 = None
        neg_23: "f32[2, 8]" = torch.ops.aten.neg.default(mul_152)
        mul_153: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_23, squeeze_4);  neg_23 = None
        mul_154: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_60, squeeze_5);  sum_60 = squeeze_5 = None
        mul_155: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_154, 0.00048828125);  mul_154 = None
        sub_35: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_153, mul_155);  mul_153 = mul_155 = None
        unsqueeze_124: "f32[2, 8, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_147, -1);  mul_147 = None
        unsqueeze_125: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_152, -1);  mul_152 = None
        unsqueeze_126: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_125, -1);  unsqueeze_125 = None
        unsqueeze_127: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_35, -1);  sub_35 = None
        unsqueeze_128: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_127, -1);  unsqueeze_127 = None
        view_125: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(getitem_57, [2, 8, 8, 256]);  getitem_57 = None
        mul_156: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_125, unsqueeze_124);  view_125 = unsqueeze_124 = None
        view_4: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(add_8, [2, 8, 8, 256]);  add_8 = None
        mul_157: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_4, unsqueeze_126);  view_4 = unsqueeze_126 = None
        add_66: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(mul_156, mul_157);  mul_156 = mul_157 = None
        add_67: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(add_66, unsqueeze_128);  add_66 = unsqueeze_128 = None
        view_127: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(add_67, [2, 64, 16, 16]);  add_67 = None
        view_128: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_57, [2, 8, 8]);  sum_57 = None
        view_129: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_58, [2, 8, 8])
        unsqueeze_129: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_4, -1);  squeeze_4 = None
        mul_158: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(view_129, unsqueeze_129);  view_129 = unsqueeze_129 = None
        sub_36: "f32[2, 8, 8]" = torch.ops.aten.sub.Tensor(view_128, mul_158);  view_128 = mul_158 = None
        mul_159: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(sub_36, unsqueeze_123);  sub_36 = unsqueeze_123 = None
        sum_61: "f32[8, 8]" = torch.ops.aten.sum.dim_IntList(mul_159, [0]);  mul_159 = None
        view_130: "f32[64]" = torch.ops.aten.view.default(sum_61, [64]);  sum_61 = None
        sum_62: "f32[64]" = torch.ops.aten.sum.dim_IntList(sum_58, [0]);  sum_58 = None
        add_68: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(add_65, view_127);  add_65 = view_127 = None

        # File: /work/main/scripts/capture_family_models.py:177 in forward, code: h = s.c2(F.silu(s.n2(h)))
        sum_63: "f32[64]" = torch.ops.aten.sum.dim_IntList(add_68, [0, 2, 3])
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(add_68, div_2, primals_11, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_68 = div_2 = primals_11 = None
        getitem_60: "f32[2, 64, 16, 16]" = convolution_backward_12[0]
        getitem_61: "f32[64, 64, 3, 3]" = convolution_backward_12[1];  convolution_backward_12 = None

        # File: /work/main/scripts/capture_family_models.py:176 in forward, code: h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
        unsqueeze_6: "f32[2, 64, 1]" = torch.ops.aten.unsqueeze.default(addmm, 2);  addmm = None
        unsqueeze_7: "f32[2, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 3);  unsqueeze_6 = None
        add_4: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(convolution, unsqueeze_7);  convolution = unsqueeze_7 = None

        # File: /work/main/scripts/capture_family_models.py:177 in forward, code: h = s.c2(F.silu(s.n2(h)))
        view_2: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(add_4, [2, 8, 8, 256])
        sub_1: "f32[2, 8, 8, 256]" = torch.ops.aten.sub.Tensor(view_2, getitem_3)
        mul_2: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        view_3: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(mul_2, [2, 64, 16, 16]);  mul_2 = None
        unsqueeze_8: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_9, 0)
        unsqueeze_9: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, 2)
        unsqueeze_10: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 3);  unsqueeze_9 = None
        mul_3: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(view_3, unsqueeze_10);  view_3 = unsqueeze_10 = None
        unsqueeze_11: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_10, 0);  primals_10 = None
        unsqueeze_12: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
        unsqueeze_13: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, 3);  unsqueeze_12 = None
        add_6: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_3, unsqueeze_13);  mul_3 = unsqueeze_13 = None
        neg_2: "f32[2, 64, 16, 16]" = torch.ops.aten.neg.default(add_6)
        exp_2: "f32[2, 64, 16, 16]" = torch.ops.aten.exp.default(neg_2);  neg_2 = None
        add_7: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(exp_2, 1);  exp_2 = None
        reciprocal_5: "f32[2, 64, 16, 16]" = torch.ops.aten.reciprocal.default(add_7);  add_7 = None
        mul_160: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(reciprocal_5, 1);  reciprocal_5 = None
        mul_161: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_60, mul_160);  getitem_60 = None
        sub_37: "f32[2, 64, 16, 16]" = torch.ops.aten.sub.Tensor(1, mul_160);  mul_160 = None
        mul_162: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(add_6, sub_37);  add_6 = sub_37 = None
        add_70: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_162, 1);  mul_162 = None
        mul_163: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_161, add_70);  mul_161 = add_70 = None
        mul_164: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_163, add_4);  add_4 = None
        view_131: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_164, [2, 64, 256]);  mul_164 = None
        sum_64: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_131, [2]);  view_131 = None
        view_132: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_163, [2, 64, 256])
        sum_65: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_132, [2]);  view_132 = None
        mul_165: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_64, unsqueeze_8)
        view_133: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_165, [2, 8, 8]);  mul_165 = None
        sum_66: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_133, [2]);  view_133 = None
        mul_166: "f32[2, 64]" = torch.ops.aten.mul.Tensor(sum_65, unsqueeze_8);  unsqueeze_8 = None
        view_134: "f32[2, 8, 8]" = torch.ops.aten.view.default(mul_166, [2, 8, 8]);  mul_166 = None
        sum_67: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_134, [2]);  view_134 = None
        squeeze_3: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt_1, [2, 3]);  rsqrt_1 = None
        unsqueeze_133: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_3, -1)
        view_135: "f32[1, 8, 8]" = torch.ops.aten.view.default(primals_9, [1, 8, 8]);  primals_9 = None
        mul_167: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(unsqueeze_133, view_135);  view_135 = None
        squeeze_2: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_3, [2, 3]);  getitem_3 = None
        mul_168: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_67, squeeze_2)
        sub_38: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_168, sum_66);  mul_168 = sum_66 = None
        mul_169: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sub_38, squeeze_3);  sub_38 = None
        mul_170: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_169, squeeze_3);  mul_169 = None
        mul_171: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_170, squeeze_3);  mul_170 = None
        mul_172: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_171, 0.00048828125);  mul_171 = None
        neg_25: "f32[2, 8]" = torch.ops.aten.neg.default(mul_172)
        mul_173: "f32[2, 8]" = torch.ops.aten.mul.Tensor(neg_25, squeeze_2);  neg_25 = None
        mul_174: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_67, squeeze_3);  sum_67 = squeeze_3 = None
        mul_175: "f32[2, 8]" = torch.ops.aten.mul.Tensor(mul_174, 0.00048828125);  mul_174 = None
        sub_39: "f32[2, 8]" = torch.ops.aten.sub.Tensor(mul_173, mul_175);  mul_173 = mul_175 = None
        unsqueeze_134: "f32[2, 8, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_167, -1);  mul_167 = None
        unsqueeze_135: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_172, -1);  mul_172 = None
        unsqueeze_136: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_135, -1);  unsqueeze_135 = None
        unsqueeze_137: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_39, -1);  sub_39 = None
        unsqueeze_138: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_137, -1);  unsqueeze_137 = None
        view_136: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(mul_163, [2, 8, 8, 256]);  mul_163 = None
        mul_176: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_136, unsqueeze_134);  view_136 = unsqueeze_134 = None
        mul_177: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(view_2, unsqueeze_136);  view_2 = unsqueeze_136 = None
        add_71: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(mul_176, mul_177);  mul_176 = mul_177 = None
        add_72: "f32[2, 8, 8, 256]" = torch.ops.aten.add.Tensor(add_71, unsqueeze_138);  add_71 = unsqueeze_138 = None
        view_138: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(add_72, [2, 64, 16, 16]);  add_72 = None
        view_139: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_64, [2, 8, 8]);  sum_64 = None
        view_140: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_65, [2, 8, 8])
        unsqueeze_139: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_2, -1);  squeeze_2 = None
        mul_178: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(view_140, unsqueeze_139);  view_140 = unsqueeze_139 = None
        sub_40: "f32[2, 8, 8]" = torch.ops.aten.sub.Tensor(view_139, mul_178);  view_139 = mul_178 = None
        mul_179: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(sub_40, unsqueeze_133);  sub_40 = unsqueeze_133 = None
        sum_68: "f32[8, 8]" = torch.ops.aten.sum.dim_IntList(mul_179, [0]);  mul_179 = None
        view_141: "f32[64]" = torch.ops.aten.view.default(sum_68, [64]);  sum_68 = None
        sum_69: "f32[64]" = torch.ops.aten.sum.dim_IntList(sum_65, [0]);  sum_65 = None

        # File: /work/main/scripts/capture_family_models.py:176 in forward, code: h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
        sum_70: "f32[2, 64, 1, 1]" = torch.ops.aten.sum.dim_IntList(view_138, [2, 3], True)
        squeeze_22: "f32[2, 64, 1]" = torch.ops.aten.squeeze.dim(sum_70, 3);  sum_70 = None
        squeeze_23: "f32[2, 64]" = torch.ops.aten.squeeze.dim(squeeze_22, 2);  squeeze_22 = None
        permute_37: "f32[64, 2]" = torch.ops.aten.permute.default(squeeze_23, [1, 0])
        mm_2: "f32[64, 64]" = torch.ops.aten.mm.default(permute_37, div_1);  permute_37 = div_1 = None
        sum_71: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(squeeze_23, [0], True);  squeeze_23 = None
        view_142: "f32[64]" = torch.ops.aten.view.default(sum_71, [64]);  sum_71 = None
        sum_72: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_138, [0, 2, 3])
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(view_138, div, primals_4, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  view_138 = div = primals_4 = None
        getitem_63: "f32[2, 64, 16, 16]" = convolution_backward_13[0]
        getitem_64: "f32[64, 64, 3, 3]" = convolution_backward_13[1];  convolution_backward_13 = None
        view: "f32[2, 8, 8, 256]" = torch.ops.aten.view.default(primals_3, [2, 8, 8, 256])
        sub: "f32[2, 8, 8, 256]" = torch.ops.aten.sub.Tensor(view, getitem_1);  view = None
        mul: "f32[2, 8, 8, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        view_1: "f32[2, 64, 16, 16]" = torch.ops.aten.view.default(mul, [2, 64, 16, 16]);  mul = None
        unsqueeze: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_1, 0);  primals_1 = None
        unsqueeze_1: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_1: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(primals_2, 0);  primals_2 = None
        unsqueeze_4: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_1: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_5);  mul_1 = unsqueeze_5 = None
        neg: "f32[2, 64, 16, 16]" = torch.ops.aten.neg.default(add_1)
        exp: "f32[2, 64, 16, 16]" = torch.ops.aten.exp.default(neg);  neg = None
        add_2: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        reciprocal_6: "f32[2, 64, 16, 16]" = torch.ops.aten.reciprocal.default(add_2);  add_2 = None
        mul_180: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(reciprocal_6, 1);  reciprocal_6 = None
        mul_181: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_63, mul_180);  getitem_63 = None
        sub_41: "f32[2, 64, 16, 16]" = torch.ops.aten.sub.Tensor(1, mul_180);  mul_180 = None
        mul_182: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(add_1, sub_41);  add_1 = sub_41 = None
        add_74: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_182, 1);  mul_182 = None
        mul_183: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_181, add_74);  mul_181 = add_74 = None
        mul_184: "f32[2, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_183, primals_3);  primals_3 = None
        view_143: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_184, [2, 64, 256]);  mul_184 = None
        sum_73: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_143, [2]);  view_143 = None
        view_144: "f32[2, 64, 256]" = torch.ops.aten.view.default(mul_183, [2, 64, 256]);  mul_183 = None
        sum_74: "f32[2, 64]" = torch.ops.aten.sum.dim_IntList(view_144, [2]);  view_144 = None
        view_145: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_73, [2, 8, 8]);  sum_73 = None
        view_146: "f32[2, 8, 8]" = torch.ops.aten.view.default(sum_74, [2, 8, 8])
        squeeze: "f32[2, 8]" = torch.ops.aten.squeeze.dims(getitem_1, [2, 3]);  getitem_1 = None
        unsqueeze_141: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
        mul_185: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(view_146, unsqueeze_141);  view_146 = unsqueeze_141 = None
        sub_42: "f32[2, 8, 8]" = torch.ops.aten.sub.Tensor(view_145, mul_185);  view_145 = mul_185 = None
        squeeze_1: "f32[2, 8]" = torch.ops.aten.squeeze.dims(rsqrt, [2, 3]);  rsqrt = None
        unsqueeze_142: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_1, -1);  squeeze_1 = None
        mul_186: "f32[2, 8, 8]" = torch.ops.aten.mul.Tensor(sub_42, unsqueeze_142);  sub_42 = unsqueeze_142 = None
        sum_75: "f32[8, 8]" = torch.ops.aten.sum.dim_IntList(mul_186, [0]);  mul_186 = None
        view_147: "f32[64]" = torch.ops.aten.view.default(sum_75, [64]);  sum_75 = None
        sum_76: "f32[64]" = torch.ops.aten.sum.dim_IntList(sum_74, [0]);  sum_74 = None
        return (view_147, sum_76, None, getitem_64, sum_72, None, mm_2, view_142, view_141, sum_69, getitem_61, sum_63, view_130, sum_62, getitem_58, sum_56, getitem_55, sum_54, getitem_52, sum_53, view_110, sum_52, getitem_49, sum_46, mm_1, view_99, view_98, sum_43, getitem_46, sum_37, view_87, sum_36, getitem_43, sum_30, getitem_40, sum_28, getitem_37, sum_27, view_67, sum_26, getitem_34, sum_20, mm, view_56, view_55, sum_17, getitem_31, sum_11, getitem_28, sum_10, view_44, sum_9, getitem_25, sum_3)
