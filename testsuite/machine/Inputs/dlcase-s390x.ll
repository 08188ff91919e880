; ModuleID = '<stdin>'
source_filename = "<stdin>"
target datalayout = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64"

%s1 = type { i8, i64 }
%s2 = type <{ i8, i64 }>
%s3 = type { i8, x86_fp80, i8 }
%s4 = type {}
%s5 = type { i8, [0 x i64] }
%s6 = type { <3 x float>, i8 }
%s7 = type { i1, %s1, <{ i8, i64 }>, i16 }
%s8 = type { ptr addrspace(1), i8, ptr addrspace(3), i24 }
%s9 = type { [3 x %s3], double, i128 }
%s10 = type <{ i8, %s1, i8 }>

@g_t0 = local_unnamed_addr global i1 false
@size_t0 = local_unnamed_addr global i64 1
@align_t0 = local_unnamed_addr global i64 1
@g_t1 = local_unnamed_addr global i7 0
@size_t1 = local_unnamed_addr global i64 1
@align_t1 = local_unnamed_addr global i64 1
@g_t2 = local_unnamed_addr global i8 0
@size_t2 = local_unnamed_addr global i64 1
@align_t2 = local_unnamed_addr global i64 1
@g_t3 = local_unnamed_addr global i16 0
@size_t3 = local_unnamed_addr global i64 2
@align_t3 = local_unnamed_addr global i64 2
@g_t4 = local_unnamed_addr global i24 0
@size_t4 = local_unnamed_addr global i64 4
@align_t4 = local_unnamed_addr global i64 4
@g_t5 = local_unnamed_addr global i33 0
@size_t5 = local_unnamed_addr global i64 8
@align_t5 = local_unnamed_addr global i64 8
@g_t6 = local_unnamed_addr global i48 0
@size_t6 = local_unnamed_addr global i64 8
@align_t6 = local_unnamed_addr global i64 8
@g_t7 = local_unnamed_addr global i64 0
@size_t7 = local_unnamed_addr global i64 8
@align_t7 = local_unnamed_addr global i64 8
@g_t8 = local_unnamed_addr global i65 0
@size_t8 = local_unnamed_addr global i64 16
@align_t8 = local_unnamed_addr global i64 8
@g_t9 = local_unnamed_addr global i96 0
@size_t9 = local_unnamed_addr global i64 16
@align_t9 = local_unnamed_addr global i64 8
@g_t10 = local_unnamed_addr global i128 0
@size_t10 = local_unnamed_addr global i64 16
@align_t10 = local_unnamed_addr global i64 8
@g_t11 = local_unnamed_addr global i200 0
@size_t11 = local_unnamed_addr global i64 32
@align_t11 = local_unnamed_addr global i64 8
@g_t12 = local_unnamed_addr global i1024 0
@size_t12 = local_unnamed_addr global i64 128
@align_t12 = local_unnamed_addr global i64 8
@g_t13 = local_unnamed_addr global half 0xH0000
@size_t13 = local_unnamed_addr global i64 2
@align_t13 = local_unnamed_addr global i64 2
@g_t14 = local_unnamed_addr global bfloat 0xR0000
@size_t14 = local_unnamed_addr global i64 2
@align_t14 = local_unnamed_addr global i64 2
@g_t15 = local_unnamed_addr global float 0.000000e+00
@size_t15 = local_unnamed_addr global i64 4
@align_t15 = local_unnamed_addr global i64 4
@g_t16 = local_unnamed_addr global double 0.000000e+00
@size_t16 = local_unnamed_addr global i64 8
@align_t16 = local_unnamed_addr global i64 8
@g_t17 = local_unnamed_addr global x86_fp80 0xK00000000000000000000
@size_t17 = local_unnamed_addr global i64 16
@align_t17 = local_unnamed_addr global i64 16
@g_t18 = local_unnamed_addr global fp128 0xL00000000000000000000000000000000
@size_t18 = local_unnamed_addr global i64 16
@align_t18 = local_unnamed_addr global i64 8
@g_t19 = local_unnamed_addr global ppc_fp128 0xM00000000000000000000000000000000
@size_t19 = local_unnamed_addr global i64 16
@align_t19 = local_unnamed_addr global i64 8
@g_t20 = local_unnamed_addr global ptr null
@size_t20 = local_unnamed_addr global i64 8
@align_t20 = local_unnamed_addr global i64 8
@g_t21 = local_unnamed_addr global ptr addrspace(1) null
@size_t21 = local_unnamed_addr global i64 8
@align_t21 = local_unnamed_addr global i64 8
@g_t22 = local_unnamed_addr global ptr addrspace(3) null
@size_t22 = local_unnamed_addr global i64 8
@align_t22 = local_unnamed_addr global i64 8
@g_t23 = local_unnamed_addr global <3 x i32> zeroinitializer
@size_t23 = local_unnamed_addr global i64 16
@align_t23 = local_unnamed_addr global i64 16
@g_t24 = local_unnamed_addr global <8 x i1> zeroinitializer
@size_t24 = local_unnamed_addr global i64 1
@align_t24 = local_unnamed_addr global i64 1
@g_t25 = local_unnamed_addr global <3 x i1> zeroinitializer
@size_t25 = local_unnamed_addr global i64 1
@align_t25 = local_unnamed_addr global i64 1
@g_t26 = local_unnamed_addr global <2 x double> zeroinitializer
@size_t26 = local_unnamed_addr global i64 16
@align_t26 = local_unnamed_addr global i64 8
@g_t27 = local_unnamed_addr global <5 x i16> zeroinitializer
@size_t27 = local_unnamed_addr global i64 16
@align_t27 = local_unnamed_addr global i64 16
@g_t28 = local_unnamed_addr global <3 x float> zeroinitializer
@size_t28 = local_unnamed_addr global i64 16
@align_t28 = local_unnamed_addr global i64 16
@g_t29 = local_unnamed_addr global <4 x ptr> zeroinitializer
@size_t29 = local_unnamed_addr global i64 32
@align_t29 = local_unnamed_addr global i64 32
@g_t30 = local_unnamed_addr global [3 x i24] zeroinitializer
@size_t30 = local_unnamed_addr global i64 12
@align_t30 = local_unnamed_addr global i64 4
@g_t31 = local_unnamed_addr global [0 x i64] zeroinitializer
@size_t31 = local_unnamed_addr global i64 0
@align_t31 = local_unnamed_addr global i64 8
@g_t32 = local_unnamed_addr global [2 x [3 x x86_fp80]] zeroinitializer
@size_t32 = local_unnamed_addr global i64 96
@align_t32 = local_unnamed_addr global i64 16
@g_t33 = local_unnamed_addr global %s1 zeroinitializer
@size_t33 = local_unnamed_addr global i64 16
@align_t33 = local_unnamed_addr global i64 8
@g_t34 = local_unnamed_addr global %s2 zeroinitializer
@size_t34 = local_unnamed_addr global i64 9
@align_t34 = local_unnamed_addr global i64 1
@g_t35 = local_unnamed_addr global %s3 zeroinitializer
@size_t35 = local_unnamed_addr global i64 48
@align_t35 = local_unnamed_addr global i64 16
@g_t36 = local_unnamed_addr global %s4 zeroinitializer
@size_t36 = local_unnamed_addr global i64 0
@align_t36 = local_unnamed_addr global i64 1
@g_t37 = local_unnamed_addr global %s5 zeroinitializer
@size_t37 = local_unnamed_addr global i64 8
@align_t37 = local_unnamed_addr global i64 8
@g_t38 = local_unnamed_addr global %s6 zeroinitializer
@size_t38 = local_unnamed_addr global i64 32
@align_t38 = local_unnamed_addr global i64 16
@g_t39 = local_unnamed_addr global %s7 zeroinitializer
@size_t39 = local_unnamed_addr global i64 40
@align_t39 = local_unnamed_addr global i64 8
@g_t40 = local_unnamed_addr global %s8 zeroinitializer
@size_t40 = local_unnamed_addr global i64 32
@align_t40 = local_unnamed_addr global i64 8
@g_t41 = local_unnamed_addr global %s9 zeroinitializer
@size_t41 = local_unnamed_addr global i64 176
@align_t41 = local_unnamed_addr global i64 16
@g_t42 = local_unnamed_addr global %s10 zeroinitializer
@size_t42 = local_unnamed_addr global i64 18
@align_t42 = local_unnamed_addr global i64 1
@off_t33_0 = local_unnamed_addr global i64 0
@off_t33_1 = local_unnamed_addr global i64 8
@off_t34_0 = local_unnamed_addr global i64 0
@off_t34_1 = local_unnamed_addr global i64 1
@off_t35_0 = local_unnamed_addr global i64 0
@off_t35_1 = local_unnamed_addr global i64 16
@off_t35_2 = local_unnamed_addr global i64 32
@off_t37_0 = local_unnamed_addr global i64 0
@off_t37_1 = local_unnamed_addr global i64 8
@off_t38_0 = local_unnamed_addr global i64 0
@off_t38_1 = local_unnamed_addr global i64 16
@off_t39_0 = local_unnamed_addr global i64 0
@off_t39_1 = local_unnamed_addr global i64 8
@off_t39_2 = local_unnamed_addr global i64 24
@off_t39_3 = local_unnamed_addr global i64 34
@off_t40_0 = local_unnamed_addr global i64 0
@off_t40_1 = local_unnamed_addr global i64 8
@off_t40_2 = local_unnamed_addr global i64 16
@off_t40_3 = local_unnamed_addr global i64 24
@off_t41_0 = local_unnamed_addr global i64 0
@off_t41_1 = local_unnamed_addr global i64 144
@off_t41_2 = local_unnamed_addr global i64 152
@off_t42_0 = local_unnamed_addr global i64 0
@off_t42_1 = local_unnamed_addr global i64 1
@off_t42_2 = local_unnamed_addr global i64 17

define ptr @f_t33_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s1, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t33_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s1, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t34_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s2, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t34_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s2, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t35_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s3, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t35_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s3, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t35_2(ptr %p) local_unnamed_addr {
  %q = getelementptr %s3, ptr %p, i32 0, i32 2
  ret ptr %q
}

define ptr @f_t37_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s5, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t37_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s5, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t38_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s6, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t38_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s6, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t39_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s7, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t39_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s7, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t39_2(ptr %p) local_unnamed_addr {
  %q = getelementptr %s7, ptr %p, i32 0, i32 2
  ret ptr %q
}

define ptr @f_t39_3(ptr %p) local_unnamed_addr {
  %q = getelementptr %s7, ptr %p, i32 0, i32 3
  ret ptr %q
}

define ptr @f_t40_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s8, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t40_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s8, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t40_2(ptr %p) local_unnamed_addr {
  %q = getelementptr %s8, ptr %p, i32 0, i32 2
  ret ptr %q
}

define ptr @f_t40_3(ptr %p) local_unnamed_addr {
  %q = getelementptr %s8, ptr %p, i32 0, i32 3
  ret ptr %q
}

define ptr @f_t41_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s9, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t41_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s9, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t41_2(ptr %p) local_unnamed_addr {
  %q = getelementptr %s9, ptr %p, i32 0, i32 2
  ret ptr %q
}

define ptr @f_t42_0(ptr %p) local_unnamed_addr {
  %q = getelementptr %s10, ptr %p, i32 0, i32 0
  ret ptr %q
}

define ptr @f_t42_1(ptr %p) local_unnamed_addr {
  %q = getelementptr %s10, ptr %p, i32 0, i32 1
  ret ptr %q
}

define ptr @f_t42_2(ptr %p) local_unnamed_addr {
  %q = getelementptr %s10, ptr %p, i32 0, i32 2
  ret ptr %q
}
