class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 3, 3, 3]", primals_3: "f32[16, 3, 32, 32]", primals_7: "f32[32]", primals_9: "f32[64, 32, 3, 3]", primals_14: "f32[64]", primals_16: "f32[64, 16, 3, 3]", primals_21: "f32[64]", primals_22: "f32[64]", primals_23: "f32[10, 64]", convolution: "f32[16, 32, 32, 32]", squeeze_1: "f32[32]", relu: "f32[16, 32, 32, 32]", convolution_1: "f32[16, 64, 16, 16]", squeeze_4: "f32[64]", relu_1: "f32[16, 64, 16, 16]", convolution_2: "f32[16, 64, 16, 16]", getitem_5: "f32[1, 64, 1, 1]", rsqrt_2: "f32[1, 64, 1, 1]", view: "f32[16, 64]", unsqueeze_26: "f32[1, 64, 1, 1]", unsqueeze_38: "f32[1, 32, 1, 1]", tangents_1: "f32[16, 10]"):
        # File: /work/main/.scratch/cnn_train.py:16 in forward, code: return s.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))
        permute: "f32[64, 10]" = torch.ops.aten.permute.default(primals_23, [1, 0]);  primals_23 = None
        permute_1: "f32[10, 64]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm: "f32[16, 64]" = torch.ops.aten.mm.default(tangents_1, permute_1);  permute_1 = None
        permute_2: "f32[10, 16]" = torch.ops.aten.permute.default(tangents_1, [1, 0])
        mm_1: "f32[10, 64]" = torch.ops.aten.mm.default(permute_2, view);  permute_2 = view = None
        sum_1: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        view_2: "f32[16, 64, 1, 1]" = torch.ops.aten.view.default(mm, [16, 64, 1, 1]);  mm = None
        expand: "f32[16, 64, 16, 16]" = torch.ops.aten.expand.default(view_2, [16, 64, 16, 16]);  view_2 = None
        div: "f32[16, 64, 16, 16]" = torch.ops.aten.div.Scalar(expand, 256);  expand = None

        # File: /work/main/.scratch/cnn_train.py:15 in forward, code: x = F.relu(s.b3(s.c3(x))) + x
        sub_2: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_2, getitem_5)
        mul_14: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        unsqueeze_8: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(primals_21, -1)
        unsqueeze_9: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        mul_20: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_9);  mul_14 = unsqueeze_9 = None
        unsqueeze_10: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(primals_22, -1);  primals_22 = None
        unsqueeze_11: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        add_14: "f32[16, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_20, unsqueeze_11);  mul_20 = unsqueeze_11 = None
        relu_2: "f32[16, 64, 16, 16]" = torch.ops.aten.relu.default(add_14);  add_14 = None
        le: "b8[16, 64, 16, 16]" = torch.ops.aten.le.Scalar(relu_2, 0);  relu_2 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[16, 64, 16, 16]" = torch.ops.aten.where.self(le, full_default, div);  le = None
        squeeze_6: "f32[64]" = torch.ops.aten.squeeze.dims(getitem_5, [0, 2, 3]);  getitem_5 = None
        unsqueeze_12: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(squeeze_6, 0);  squeeze_6 = None
        unsqueeze_13: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, 2);  unsqueeze_12 = None
        unsqueeze_14: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_13, 3);  unsqueeze_13 = None
        sum_2: "f32[64]" = torch.ops.aten.sum.dim_IntList(where, [0, 2, 3])
        sub_3: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_14);  convolution_2 = unsqueeze_14 = None
        mul_21: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(where, sub_3)
        sum_3: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_21, [0, 2, 3]);  mul_21 = None
        mul_22: "f32[64]" = torch.ops.aten.mul.Tensor(sum_2, 0.000244140625)
        unsqueeze_15: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(mul_22, 0);  mul_22 = None
        unsqueeze_16: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_15, 2);  unsqueeze_15 = None
        unsqueeze_17: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, 3);  unsqueeze_16 = None
        mul_23: "f32[64]" = torch.ops.aten.mul.Tensor(sum_3, 0.000244140625)
        squeeze_7: "f32[64]" = torch.ops.aten.squeeze.dims(rsqrt_2, [0, 2, 3]);  rsqrt_2 = None
        mul_24: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_7, squeeze_7)
        mul_25: "f32[64]" = torch.ops.aten.mul.Tensor(mul_23, mul_24);  mul_23 = mul_24 = None
        unsqueeze_18: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(mul_25, 0);  mul_25 = None
        unsqueeze_19: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, 2);  unsqueeze_18 = None
        unsqueeze_20: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_19, 3);  unsqueeze_19 = None
        mul_26: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_7, primals_21);  primals_21 = None
        unsqueeze_21: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(mul_26, 0);  mul_26 = None
        unsqueeze_22: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_21, 2);  unsqueeze_21 = None
        unsqueeze_23: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, 3);  unsqueeze_22 = None
        mul_27: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_20);  sub_3 = unsqueeze_20 = None
        sub_5: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(where, mul_27);  where = mul_27 = None
        sub_6: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(sub_5, unsqueeze_17);  sub_5 = unsqueeze_17 = None
        mul_28: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_23);  sub_6 = unsqueeze_23 = None
        mul_29: "f32[64]" = torch.ops.aten.mul.Tensor(sum_3, squeeze_7);  sum_3 = squeeze_7 = None
        sum_4: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_28, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_28, relu_1, primals_16, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]);  mul_28 = primals_16 = None
        getitem_6: "f32[16, 64, 16, 16]" = convolution_backward[0]
        getitem_7: "f32[64, 16, 3, 3]" = convolution_backward[1];  convolution_backward = None
        add_16: "f32[16, 64, 16, 16]" = torch.ops.aten.add.Tensor(div, getitem_6);  div = getitem_6 = None

        # File: /work/main/.scratch/cnn_train.py:14 in forward, code: x = F.relu(s.b2(s.c2(x)))
        le_1: "b8[16, 64, 16, 16]" = torch.ops.aten.le.Scalar(relu_1, 0);  relu_1 = None
        where_1: "f32[16, 64, 16, 16]" = torch.ops.aten.where.self(le_1, full_default, add_16);  le_1 = add_16 = None
        sum_5: "f32[64]" = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_7: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_26);  convolution_1 = unsqueeze_26 = None
        mul_30: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(where_1, sub_7)
        sum_6: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_30, [0, 2, 3]);  mul_30 = None
        mul_31: "f32[64]" = torch.ops.aten.mul.Tensor(sum_5, 0.000244140625)
        unsqueeze_27: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(mul_31, 0);  mul_31 = None
        unsqueeze_28: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_27, 2);  unsqueeze_27 = None
        unsqueeze_29: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, 3);  unsqueeze_28 = None
        mul_32: "f32[64]" = torch.ops.aten.mul.Tensor(sum_6, 0.000244140625)
        mul_33: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_4, squeeze_4)
        mul_34: "f32[64]" = torch.ops.aten.mul.Tensor(mul_32, mul_33);  mul_32 = mul_33 = None
        unsqueeze_30: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(mul_34, 0);  mul_34 = None
        unsqueeze_31: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, 2);  unsqueeze_30 = None
        unsqueeze_32: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_31, 3);  unsqueeze_31 = None
        mul_35: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_4, primals_14);  primals_14 = None
        unsqueeze_33: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(mul_35, 0);  mul_35 = None
        unsqueeze_34: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_33, 2);  unsqueeze_33 = None
        unsqueeze_35: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_34, 3);  unsqueeze_34 = None
        mul_36: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_32);  sub_7 = unsqueeze_32 = None
        sub_9: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(where_1, mul_36);  where_1 = mul_36 = None
        sub_10: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(sub_9, unsqueeze_29);  sub_9 = unsqueeze_29 = None
        mul_37: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_35);  sub_10 = unsqueeze_35 = None
        mul_38: "f32[64]" = torch.ops.aten.mul.Tensor(sum_6, squeeze_4);  sum_6 = squeeze_4 = None
        sum_7: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_37, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_37, relu, primals_9, [64], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_37 = primals_9 = None
        getitem_9: "f32[16, 32, 32, 32]" = convolution_backward_1[0]
        getitem_10: "f32[64, 32, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None

        # File: /work/main/.scratch/cnn_train.py:13 in forward, code: x = F.relu(s.b1(s.c1(x)))
        le_2: "b8[16, 32, 32, 32]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_2: "f32[16, 32, 32, 32]" = torch.ops.aten.where.self(le_2, full_default, getitem_9);  le_2 = full_default = getitem_9 = None
        sum_8: "f32[32]" = torch.ops.aten.sum.dim_IntList(where_2, [0, 2, 3])
        sub_11: "f32[16, 32, 32, 32]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_38);  convolution = unsqueeze_38 = None
        mul_39: "f32[16, 32, 32, 32]" = torch.ops.aten.mul.Tensor(where_2, sub_11)
        sum_9: "f32[32]" = torch.ops.aten.sum.dim_IntList(mul_39, [0, 2, 3]);  mul_39 = None
        mul_40: "f32[32]" = torch.ops.aten.mul.Tensor(sum_8, 6.103515625e-05)
        unsqueeze_39: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(mul_40, 0);  mul_40 = None
        unsqueeze_40: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_39, 2);  unsqueeze_39 = None
        unsqueeze_41: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_40, 3);  unsqueeze_40 = None
        mul_41: "f32[32]" = torch.ops.aten.mul.Tensor(sum_9, 6.103515625e-05)
        mul_42: "f32[32]" = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_43: "f32[32]" = torch.ops.aten.mul.Tensor(mul_41, mul_42);  mul_41 = mul_42 = None
        unsqueeze_42: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(mul_43, 0);  mul_43 = None
        unsqueeze_43: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_42, 2);  unsqueeze_42 = None
        unsqueeze_44: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_43, 3);  unsqueeze_43 = None
        mul_44: "f32[32]" = torch.ops.aten.mul.Tensor(squeeze_1, primals_7);  primals_7 = None
        unsqueeze_45: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(mul_44, 0);  mul_44 = None
        unsqueeze_46: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_45, 2);  unsqueeze_45 = None
        unsqueeze_47: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_46, 3);  unsqueeze_46 = None
        mul_45: "f32[16, 32, 32, 32]" = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_44);  sub_11 = unsqueeze_44 = None
        sub_13: "f32[16, 32, 32, 32]" = torch.ops.aten.sub.Tensor(where_2, mul_45);  where_2 = mul_45 = None
        sub_14: "f32[16, 32, 32, 32]" = torch.ops.aten.sub.Tensor(sub_13, unsqueeze_41);  sub_13 = unsqueeze_41 = None
        mul_46: "f32[16, 32, 32, 32]" = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_47);  sub_14 = unsqueeze_47 = None
        mul_47: "f32[32]" = torch.ops.aten.mul.Tensor(sum_9, squeeze_1);  sum_9 = squeeze_1 = None
        sum_10: "f32[32]" = torch.ops.aten.sum.dim_IntList(mul_46, [0, 2, 3])
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(mul_46, primals_3, primals_1, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_46 = primals_3 = primals_1 = None
        getitem_13: "f32[32, 3, 3, 3]" = convolution_backward_2[1];  convolution_backward_2 = None
        return (getitem_13, sum_10, None, None, None, None, mul_47, sum_8, getitem_10, sum_7, None, None, None, mul_38, sum_5, getitem_7, sum_4, None, None, None, mul_29, sum_2, mm_1, view_1)
