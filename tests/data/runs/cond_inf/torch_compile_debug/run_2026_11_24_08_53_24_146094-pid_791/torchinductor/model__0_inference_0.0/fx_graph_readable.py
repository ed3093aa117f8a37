class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 64]"):
        # File: /tmp/c/cond_model.py:18 in step, code: y = x * 3 + 1
        mul: "f32[32, 64]" = torch.ops.aten.mul.Tensor(arg0_1, 3);  arg0_1 = None
        add: "f32[32, 64]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None

        # File: /tmp/c/cond_model.py:19 in step, code: z = torch.cond(y.sum() > 0, branch_true, branch_false, (y,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(add)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (add,));  gt = true_graph_0 = false_graph_0 = None
        getitem: "f32[32, 64]" = cond[0];  cond = None

        # File: /tmp/c/cond_model.py:20 in step, code: return z.sum(-1) + y.mean()
        sum_2: "f32[32]" = torch.ops.aten.sum.dim_IntList(getitem, [-1]);  getitem = None
        mean: "f32[]" = torch.ops.aten.mean.default(add);  add = None
        add_1: "f32[32]" = torch.ops.aten.add.Tensor(sum_2, mean);  sum_2 = mean = None
        return (add_1,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[32, 64]"):
            # File: /tmp/c/cond_model.py:9 in branch_true, code: return (x.sin() * 2).relu() + 1
            sin: "f32[32, 64]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            mul: "f32[32, 64]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
            relu: "f32[32, 64]" = torch.ops.aten.relu.default(mul);  mul = None
            add: "f32[32, 64]" = torch.ops.aten.add.Tensor(relu, 1);  relu = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[32, 64]"):
            # File: /tmp/c/cond_model.py:13 in branch_false, code: return x.cos().softmax(-1) - 1
            cos: "f32[32, 64]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            amax: "f32[32, 1]" = torch.ops.aten.amax.default(cos, [-1], True)
            sub: "f32[32, 64]" = torch.ops.aten.sub.Tensor(cos, amax);  cos = amax = None
            exp: "f32[32, 64]" = torch.ops.aten.exp.default(sub);  sub = None
            sum_1: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
            div: "f32[32, 64]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
            sub_1: "f32[32, 64]" = torch.ops.aten.sub.Tensor(div, 1);  div = None
            return (sub_1,)
