class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256, 512]", arg1_1: "f32[512, 512]", arg2_1: "f32[512, 512]", arg3_1: "f32[512, 512]"):
        # File: /work/main/scripts/capture_family_models.py:223 in forward, code: a = (x * 0.5).to(torch.bfloat16) @ s.w1.to(torch.bfloat16)
        mul: "f32[256, 512]" = torch.ops.aten.mul.Tensor(arg0_1, 0.5)
        convert_element_type: "bf16[256, 512]" = torch.ops.prims.convert_element_type.default(mul, torch.bfloat16);  mul = None
        convert_element_type_1: "bf16[512, 512]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.bfloat16);  arg1_1 = None
        mm: "bf16[256, 512]" = torch.ops.aten.mm.default(convert_element_type, convert_element_type_1);  convert_element_type = convert_element_type_1 = None

        # File: /work/main/scripts/capture_family_models.py:224 in forward, code: g = torch.relu(x).to(torch.bfloat16)
        relu: "f32[256, 512]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
        convert_element_type_4: "bf16[256, 512]" = torch.ops.prims.convert_element_type.default(relu, torch.bfloat16);  relu = None

        # File: /work/main/scripts/capture_family_models.py:225 in forward, code: b = g @ s.w2.to(torch.bfloat16) + g @ s.w3.to(torch.bfloat16)
        convert_element_type_5: "bf16[512, 512]" = torch.ops.prims.convert_element_type.default(arg2_1, torch.bfloat16)
        mm_1: "bf16[256, 512]" = torch.ops.aten.mm.default(convert_element_type_4, convert_element_type_5);  convert_element_type_5 = None
        convert_element_type_8: "bf16[512, 512]" = torch.ops.prims.convert_element_type.default(arg3_1, torch.bfloat16);  arg3_1 = None
        mm_2: "bf16[256, 512]" = torch.ops.aten.mm.default(convert_element_type_4, convert_element_type_8);  convert_element_type_4 = convert_element_type_8 = None
        add: "bf16[256, 512]" = torch.ops.aten.add.Tensor(mm_1, mm_2);  mm_1 = mm_2 = None

        # File: /work/main/scripts/capture_family_models.py:226 in forward, code: c = torch.tanh(a) @ s.w2.to(torch.bfloat16).t()
        tanh: "bf16[256, 512]" = torch.ops.aten.tanh.default(mm)
        convert_element_type_11: "bf16[512, 512]" = torch.ops.prims.convert_element_type.default(arg2_1, torch.bfloat16);  arg2_1 = None
        permute: "bf16[512, 512]" = torch.ops.aten.permute.default(convert_element_type_11, [1, 0]);  convert_element_type_11 = None
        mm_3: "bf16[256, 512]" = torch.ops.aten.mm.default(tanh, permute);  tanh = permute = None
        return (mm, add, mm_3)
