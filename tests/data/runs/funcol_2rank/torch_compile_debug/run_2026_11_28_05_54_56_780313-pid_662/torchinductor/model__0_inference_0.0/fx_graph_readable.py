class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1024, 256]", arg1_1: "f32[1024]", arg2_1: "f32[8, 64, 256]", arg3_1: "f32[256, 1024]", arg4_1: "f32[256]", arg5_1: "f32[256]"):
        # File: /work/main/tests/data/runs/funcol_2rank/train.py:18 in forward, code: h = nn.functional.gelu(self.up(x))
        view: "f32[512, 256]" = torch.ops.aten.view.default(arg2_1, [512, 256])
        permute: "f32[256, 1024]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[512, 1024]" = torch.ops.aten.addmm.default(arg1_1, view, permute);  arg1_1 = view = permute = None
        view_1: "f32[8, 64, 1024]" = torch.ops.aten.view.default(addmm, [8, 64, 1024]);  addmm = None
        mul: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_1: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf: "f32[8, 64, 1024]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[8, 64, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[8, 64, 1024]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None

        # File: /work/main/tests/data/runs/funcol_2rank/train.py:19 in forward, code: y = self.down(h)
        permute_1: "f32[1024, 256]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        view_2: "f32[512, 1024]" = torch.ops.aten.view.default(mul_2, [512, 1024]);  mul_2 = None
        mm: "f32[512, 256]" = torch.ops.aten.mm.default(view_2, permute_1);  view_2 = permute_1 = None
        view_3: "f32[8, 64, 256]" = torch.ops.aten.view.default(mm, [8, 64, 256]);  mm = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/_functional_collectives.py:173 in all_reduce, code: tensor = torch.ops._c10d_functional.all_reduce(self, reduceOp.lower(), group_name)
        all_reduce: "f32[8, 64, 256]" = torch.ops._c10d_functional.all_reduce.default(view_3, 'sum', '0');  view_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/_functional_collectives.py:138 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor: "f32[8, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None

        # File: /work/main/tests/data/runs/funcol_2rank/train.py:21 in forward, code: g = funcol.all_gather_tensor(y * 0.5, 0, dist.group.WORLD)
        mul_3: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(wait_tensor, 0.5);  wait_tensor = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/_functional_collectives.py:203 in all_gather_tensor, code: tensor = torch.ops._c10d_functional.all_gather_into_tensor(
        all_gather_into_tensor: "f32[16, 64, 256]" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_3, 2, '0');  mul_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/_functional_collectives.py:138 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor_1: "f32[16, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/_functional_collectives.py:284 in reduce_scatter_tensor, code: tensor = torch.ops._c10d_functional.reduce_scatter_tensor(
        reduce_scatter_tensor: "f32[8, 64, 256]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(wait_tensor_1, 'sum', 2, '0');  wait_tensor_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/_functional_collectives.py:138 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor_2: "f32[8, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None

        # File: /work/main/tests/data/runs/funcol_2rank/train.py:23 in forward, code: return self.norm(x + r.relu())
        relu: "f32[8, 64, 256]" = torch.ops.aten.relu.default(wait_tensor_2);  wait_tensor_2 = None
        add_1: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(arg2_1, relu);  arg2_1 = relu = None
        var_mean = torch.ops.aten.var_mean.correction(add_1, [2], correction = 0, keepdim = True)
        getitem: "f32[8, 64, 1]" = var_mean[0]
        getitem_1: "f32[8, 64, 1]" = var_mean[1];  var_mean = None
        add_2: "f32[8, 64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[8, 64, 1]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        sub: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(add_1, getitem_1);  add_1 = getitem_1 = None
        mul_4: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_5: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(mul_4, arg4_1);  mul_4 = arg4_1 = None
        add_3: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(mul_5, arg5_1);  mul_5 = arg5_1 = None
        return (add_3,)
