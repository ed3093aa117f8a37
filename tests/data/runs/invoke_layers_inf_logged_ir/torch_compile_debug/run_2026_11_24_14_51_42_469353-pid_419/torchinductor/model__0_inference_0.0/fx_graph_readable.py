class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1024, 256]", arg1_1: "f32[1024]", arg2_1: "f32[256, 1024]", arg3_1: "f32[256]", arg4_1: "f32[64, 256]", arg5_1: "f32[1024, 256]", arg6_1: "f32[1024]", arg7_1: "f32[256, 1024]", arg8_1: "f32[256]", arg9_1: "f32[1024, 256]", arg10_1: "f32[1024]", arg11_1: "f32[256, 1024]", arg12_1: "f32[256]", arg13_1: "f32[1024, 256]", arg14_1: "f32[1024]", arg15_1: "f32[256, 1024]", arg16_1: "f32[256]"):
        # File: /work/main/scripts/capture_family_models.py:270 in forward, code: x = mlp_block(x, s.w1[i], s.b1[i], s.w2[i], s.b2[i])
        repeated_subgraph0 = self.repeated_subgraph0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', arg4_1, arg0_1, arg1_1, arg2_1, arg3_1);  repeated_subgraph0 = arg4_1 = arg0_1 = arg1_1 = arg2_1 = arg3_1 = None
        getitem: "f32[64, 256]" = invoke_subgraph[0];  invoke_subgraph = None
        repeated_subgraph0_1 = self.repeated_subgraph0
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_1, 'subgraph_0', getitem, arg5_1, arg6_1, arg7_1, arg8_1);  repeated_subgraph0_1 = getitem = arg5_1 = arg6_1 = arg7_1 = arg8_1 = None
        getitem_1: "f32[64, 256]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None
        repeated_subgraph0_2 = self.repeated_subgraph0
        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_2, 'subgraph_0', getitem_1, arg9_1, arg10_1, arg11_1, arg12_1);  repeated_subgraph0_2 = getitem_1 = arg9_1 = arg10_1 = arg11_1 = arg12_1 = None
        getitem_2: "f32[64, 256]" = invoke_subgraph_2[0];  invoke_subgraph_2 = None
        repeated_subgraph0_3 = self.repeated_subgraph0
        invoke_subgraph_3 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_3, 'subgraph_0', getitem_2, arg13_1, arg14_1, arg15_1, arg16_1);  repeated_subgraph0_3 = getitem_2 = arg13_1 = arg14_1 = arg15_1 = arg16_1 = None
        getitem_3: "f32[64, 256]" = invoke_subgraph_3[0];  invoke_subgraph_3 = None

        # File: /work/main/scripts/capture_family_models.py:271 in forward, code: return torch.tanh(x) * 0.5
        tanh: "f32[64, 256]" = torch.ops.aten.tanh.default(getitem_3);  getitem_3 = None
        mul: "f32[64, 256]" = torch.ops.aten.mul.Tensor(tanh, 0.5);  tanh = None
        return (mul,)

    class repeated_subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[64, 256]", arg1_1: "f32[1024, 256]", arg2_1: "f32[1024]", arg3_1: "f32[256, 1024]", arg4_1: "f32[256]"):
            # File: /work/main/scripts/capture_family_models.py:256 in mlp_block, code: h = F.layer_norm(x, x.shape[-1:])
            var_mean = torch.ops.aten.var_mean.correction(arg0_1, [1], correction = 0, keepdim = True)
            getitem: "f32[64, 1]" = var_mean[0]
            getitem_1: "f32[64, 1]" = var_mean[1];  var_mean = None
            add: "f32[64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
            rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
            sub: "f32[64, 256]" = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  getitem_1 = None
            mul: "f32[64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None

            # File: /work/main/scripts/capture_family_models.py:257 in mlp_block, code: return x + F.linear(F.gelu(F.linear(h, w1, b1)), w2, b2)
            permute: "f32[256, 1024]" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
            addmm: "f32[64, 1024]" = torch.ops.aten.addmm.default(arg2_1, mul, permute);  arg2_1 = mul = permute = None
            mul_1: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
            mul_2: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476);  addmm = None
            erf: "f32[64, 1024]" = torch.ops.aten.erf.default(mul_2);  mul_2 = None
            add_1: "f32[64, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
            mul_3: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(mul_1, add_1);  mul_1 = add_1 = None
            permute_1: "f32[1024, 256]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
            addmm_1: "f32[64, 256]" = torch.ops.aten.addmm.default(arg4_1, mul_3, permute_1);  arg4_1 = mul_3 = permute_1 = None
            add_2: "f32[64, 256]" = torch.ops.aten.add.Tensor(arg0_1, addmm_1);  arg0_1 = addmm_1 = None
            return (add_2,)
