class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 3, 3, 3]", primals_2: "f32[32]", primals_3: "f32[16, 3, 32, 32]", primals_4: "i64[]", primals_5: "f32[32]", primals_6: "f32[32]", primals_7: "f32[32]", primals_8: "f32[32]", primals_9: "f32[64, 32, 3, 3]", primals_10: "f32[64]", primals_11: "i64[]", primals_12: "f32[64]", primals_13: "f32[64]", primals_14: "f32[64]", primals_15: "f32[64]", primals_16: "f32[64, 16, 3, 3]", primals_17: "f32[64]", primals_18: "i64[]", primals_19: "f32[64]", primals_20: "f32[64]", primals_21: "f32[64]", primals_22: "f32[64]", primals_23: "f32[10, 64]", primals_24: "f32[10]"):
        # File: /work/main/.scratch/cnn_train.py:13 in forward, code: x = F.relu(s.b1(s.c1(x)))
        convolution: "f32[16, 32, 32, 32]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_4, 1)
        var_mean = torch.ops.aten.var_mean.correction(convolution, [0, 2, 3], correction = 0, keepdim = True)
        getitem: "f32[1, 32, 1, 1]" = var_mean[0]
        getitem_1: "f32[1, 32, 1, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[1, 32, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[1, 32, 1, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[16, 32, 32, 32]" = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul: "f32[16, 32, 32, 32]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        squeeze: "f32[32]" = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3]);  getitem_1 = None
        squeeze_1: "f32[32]" = torch.ops.aten.squeeze.dims(rsqrt, [0, 2, 3]);  rsqrt = None
        mul_1: "f32[32]" = torch.ops.aten.mul.Tensor(squeeze, 0.1)
        mul_2: "f32[32]" = torch.ops.aten.mul.Tensor(primals_5, 0.9)
        add_2: "f32[32]" = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
        squeeze_2: "f32[32]" = torch.ops.aten.squeeze.dims(getitem, [0, 2, 3]);  getitem = None
        mul_3: "f32[32]" = torch.ops.aten.mul.Tensor(squeeze_2, 1.0000610388817677);  squeeze_2 = None
        mul_4: "f32[32]" = torch.ops.aten.mul.Tensor(mul_3, 0.1);  mul_3 = None
        mul_5: "f32[32]" = torch.ops.aten.mul.Tensor(primals_6, 0.9)
        add_3: "f32[32]" = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        unsqueeze: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(primals_7, -1)
        unsqueeze_1: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6: "f32[16, 32, 32, 32]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(primals_8, -1);  primals_8 = None
        unsqueeze_3: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4: "f32[16, 32, 32, 32]" = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        relu: "f32[16, 32, 32, 32]" = torch.ops.aten.relu.default(add_4);  add_4 = None

        # File: /work/main/.scratch/cnn_train.py:14 in forward, code: x = F.relu(s.b2(s.c2(x)))
        convolution_1: "f32[16, 64, 16, 16]" = torch.ops.aten.convolution.default(relu, primals_9, primals_10, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  primals_10 = None
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_11, 1)
        var_mean_1 = torch.ops.aten.var_mean.correction(convolution_1, [0, 2, 3], correction = 0, keepdim = True)
        getitem_2: "f32[1, 64, 1, 1]" = var_mean_1[0]
        getitem_3: "f32[1, 64, 1, 1]" = var_mean_1[1];  var_mean_1 = None
        add_6: "f32[1, 64, 1, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05)
        rsqrt_1: "f32[1, 64, 1, 1]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        sub_1: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_1, getitem_3)
        mul_7: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        squeeze_3: "f32[64]" = torch.ops.aten.squeeze.dims(getitem_3, [0, 2, 3]);  getitem_3 = None
        squeeze_4: "f32[64]" = torch.ops.aten.squeeze.dims(rsqrt_1, [0, 2, 3]);  rsqrt_1 = None
        mul_8: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_3, 0.1)
        mul_9: "f32[64]" = torch.ops.aten.mul.Tensor(primals_12, 0.9)
        add_7: "f32[64]" = torch.ops.aten.add.Tensor(mul_8, mul_9);  mul_8 = mul_9 = None
        squeeze_5: "f32[64]" = torch.ops.aten.squeeze.dims(getitem_2, [0, 2, 3]);  getitem_2 = None
        mul_10: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_5, 1.0002442002442002);  squeeze_5 = None
        mul_11: "f32[64]" = torch.ops.aten.mul.Tensor(mul_10, 0.1);  mul_10 = None
        mul_12: "f32[64]" = torch.ops.aten.mul.Tensor(primals_13, 0.9)
        add_8: "f32[64]" = torch.ops.aten.add.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
        unsqueeze_4: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(primals_14, -1)
        unsqueeze_5: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_13: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_7, unsqueeze_5);  mul_7 = unsqueeze_5 = None
        unsqueeze_6: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(primals_15, -1);  primals_15 = None
        unsqueeze_7: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_9: "f32[16, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_13, unsqueeze_7);  mul_13 = unsqueeze_7 = None
        relu_1: "f32[16, 64, 16, 16]" = torch.ops.aten.relu.default(add_9);  add_9 = None

        # File: /work/main/.scratch/cnn_train.py:15 in forward, code: x = F.relu(s.b3(s.c3(x))) + x
        convolution_2: "f32[16, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_1, primals_16, primals_17, [1, 1], [1, 1], [1, 1], False, [0, 0], 4);  primals_17 = None
        add_10: "i64[]" = torch.ops.aten.add.Tensor(primals_18, 1)
        var_mean_2 = torch.ops.aten.var_mean.correction(convolution_2, [0, 2, 3], correction = 0, keepdim = True)
        getitem_4: "f32[1, 64, 1, 1]" = var_mean_2[0]
        getitem_5: "f32[1, 64, 1, 1]" = var_mean_2[1];  var_mean_2 = None
        add_11: "f32[1, 64, 1, 1]" = torch.ops.aten.add.Tensor(getitem_4, 1e-05)
        rsqrt_2: "f32[1, 64, 1, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_2: "f32[16, 64, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_2, getitem_5)
        mul_14: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        squeeze_6: "f32[64]" = torch.ops.aten.squeeze.dims(getitem_5, [0, 2, 3])
        mul_15: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_6, 0.1);  squeeze_6 = None
        mul_16: "f32[64]" = torch.ops.aten.mul.Tensor(primals_19, 0.9)
        add_12: "f32[64]" = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
        squeeze_8: "f32[64]" = torch.ops.aten.squeeze.dims(getitem_4, [0, 2, 3]);  getitem_4 = None
        mul_17: "f32[64]" = torch.ops.aten.mul.Tensor(squeeze_8, 1.0002442002442002);  squeeze_8 = None
        mul_18: "f32[64]" = torch.ops.aten.mul.Tensor(mul_17, 0.1);  mul_17 = None
        mul_19: "f32[64]" = torch.ops.aten.mul.Tensor(primals_20, 0.9)
        add_13: "f32[64]" = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
        unsqueeze_8: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(primals_21, -1)
        unsqueeze_9: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        mul_20: "f32[16, 64, 16, 16]" = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_9);  mul_14 = unsqueeze_9 = None
        unsqueeze_10: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(primals_22, -1)
        unsqueeze_11: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        add_14: "f32[16, 64, 16, 16]" = torch.ops.aten.add.Tensor(mul_20, unsqueeze_11);  mul_20 = unsqueeze_11 = None
        relu_2: "f32[16, 64, 16, 16]" = torch.ops.aten.relu.default(add_14);  add_14 = None
        add_15: "f32[16, 64, 16, 16]" = torch.ops.aten.add.Tensor(relu_2, relu_1);  relu_2 = None

        # File: /work/main/.scratch/cnn_train.py:16 in forward, code: return s.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))
        mean: "f32[16, 64, 1, 1]" = torch.ops.aten.mean.dim(add_15, [-1, -2], True);  add_15 = None
        view: "f32[16, 64]" = torch.ops.aten.view.default(mean, [16, 64]);  mean = None
        permute: "f32[64, 10]" = torch.ops.aten.permute.default(primals_23, [1, 0])
        addmm: "f32[16, 10]" = torch.ops.aten.addmm.default(primals_24, view, permute);  primals_24 = permute = None

        # File: /work/main/.scratch/cnn_train.py:14 in forward, code: x = F.relu(s.b2(s.c2(x)))
        unsqueeze_24: "f32[1, 64]" = torch.ops.aten.unsqueeze.default(squeeze_3, 0);  squeeze_3 = None
        unsqueeze_25: "f32[1, 64, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, 2);  unsqueeze_24 = None
        unsqueeze_26: "f32[1, 64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_25, 3);  unsqueeze_25 = None

        # File: /work/main/.scratch/cnn_train.py:13 in forward, code: x = F.relu(s.b1(s.c1(x)))
        unsqueeze_36: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(squeeze, 0);  squeeze = None
        unsqueeze_37: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_36, 2);  unsqueeze_36 = None
        unsqueeze_38: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_37, 3);  unsqueeze_37 = None

        # No stacktrace found for following nodes
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_4, add);  primals_4 = add = copy_ = None
        copy__1: "f32[32]" = torch.ops.aten.copy_.default(primals_5, add_2);  primals_5 = add_2 = copy__1 = None
        copy__2: "f32[32]" = torch.ops.aten.copy_.default(primals_6, add_3);  primals_6 = add_3 = copy__2 = None
        copy__3: "i64[]" = torch.ops.aten.copy_.default(primals_11, add_5);  primals_11 = add_5 = copy__3 = None
        copy__4: "f32[64]" = torch.ops.aten.copy_.default(primals_12, add_7);  primals_12 = add_7 = copy__4 = None
        copy__5: "f32[64]" = torch.ops.aten.copy_.default(primals_13, add_8);  primals_13 = add_8 = copy__5 = None
        copy__6: "i64[]" = torch.ops.aten.copy_.default(primals_18, add_10);  primals_18 = add_10 = copy__6 = None
        copy__7: "f32[64]" = torch.ops.aten.copy_.default(primals_19, add_12);  primals_19 = add_12 = copy__7 = None
        copy__8: "f32[64]" = torch.ops.aten.copy_.default(primals_20, add_13);  primals_20 = add_13 = copy__8 = None
        return (addmm, primals_1, primals_3, primals_7, primals_9, primals_14, primals_16, primals_21, primals_22, primals_23, convolution, squeeze_1, relu, convolution_1, squeeze_4, relu_1, convolution_2, getitem_5, rsqrt_2, view, unsqueeze_26, unsqueeze_38)
