; ModuleID = 'layouts.c'
source_filename = "layouts.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.pad = type { i8, i32, i8, double, i16 }
%struct.dbl = type { i8, double, i8, i64 }
%struct.ld = type { i8, fp128, i8 }
%struct.ldarr = type { [3 x fp128], i8 }
%struct.nest = type { i8, [2 x %struct.inner], i32, %struct.anon }
%struct.inner = type { i16, [3 x i8] }
%struct.anon = type { i8, double }
%struct.arr = type { [3 x i32], [7 x i8], [2 x [3 x i16]] }
%struct.ptrs = type { i8, ptr, i8, ptr, i64, i8 }
%union.mix = type { double }
%union.ldu = type { fp128 }
%struct.hasu = type { i8, %union.mix, i8 }
%struct.packed = type <{ i8, i32, double, i16 }>
%struct.Xpack2 = type <{ i8, i8, i32, double, i8, i8 }>
%struct.haspacked = type { i8, %struct.packed, i8 }
%struct.Xbits = type { i8, [3 x i8], i8, [3 x i8] }
%struct.Xbits2 = type { [5 x i8], i8, i16 }
%struct.Xbits3 = type { i8, i8, i16, [3 x i8] }
%struct.flex = type { i32, i8, [0 x i16] }
%struct.misc = type { i8, i32, float, i8 }
%struct.Xalignas = type { i8, [15 x i8], i32, i8, [11 x i8] }
%struct.Xalignas32 = type { i8, double, [16 x i8] }
%struct.Xvec = type { i8, <3 x float>, <2 x i16>, <4 x i32> }
%struct.Xi128 = type { i8, i128, i8 }
%struct.big = type { [4 x [5 x double]], i8, [3 x %struct.pad] }

@fact_ptr = dso_local global i32 8, align 4
@fact_long = dso_local global i32 8, align 4
@fact_wchar = dso_local global i32 4, align 4
@fact_char_signed = dso_local global i32 0, align 4
@fact_va_list = dso_local global i32 8, align 4
@size_char = dso_local global i32 1, align 4
@align_char = dso_local global i32 1, align 4
@size_short = dso_local global i32 2, align 4
@align_short = dso_local global i32 2, align 4
@size_int = dso_local global i32 4, align 4
@align_int = dso_local global i32 4, align 4
@size_long = dso_local global i32 8, align 4
@align_long = dso_local global i32 8, align 4
@size_llong = dso_local global i32 8, align 4
@align_llong = dso_local global i32 8, align 4
@size_float = dso_local global i32 4, align 4
@align_float = dso_local global i32 4, align 4
@size_double = dso_local global i32 8, align 4
@align_double = dso_local global i32 8, align 4
@size_ldouble = dso_local global i32 16, align 4
@align_ldouble = dso_local global i32 16, align 4
@size_ptr = dso_local global i32 8, align 4
@align_ptr = dso_local global i32 8, align 4
@size_bool = dso_local global i32 1, align 4
@align_bool = dso_local global i32 1, align 4
@size_wchar = dso_local global i32 4, align 4
@align_wchar = dso_local global i32 4, align 4
@size_Xint128 = dso_local global i32 16, align 4
@align_Xint128 = dso_local global i32 16, align 4
@size_pad = dso_local global i32 32, align 4
@align_pad = dso_local global i32 8, align 4
@off_pad_b = dso_local global i32 4, align 4
@off_pad_d = dso_local global i32 16, align 4
@off_pad_e = dso_local global i32 24, align 4
@size_dbl = dso_local global i32 32, align 4
@align_dbl = dso_local global i32 8, align 4
@off_dbl_d = dso_local global i32 8, align 4
@off_dbl_l = dso_local global i32 24, align 4
@size_ld = dso_local global i32 48, align 4
@align_ld = dso_local global i32 16, align 4
@off_ld_x = dso_local global i32 16, align 4
@off_ld_b = dso_local global i32 32, align 4
@size_ldarr = dso_local global i32 64, align 4
@align_ldarr = dso_local global i32 16, align 4
@off_ldarr_x2 = dso_local global i32 32, align 4
@off_ldarr_c = dso_local global i32 48, align 4
@size_nest = dso_local global i32 40, align 4
@align_nest = dso_local global i32 8, align 4
@off_nest_in1t2 = dso_local global i32 12, align 4
@off_nest_i = dso_local global i32 16, align 4
@off_nest_anond = dso_local global i32 32, align 4
@size_arr = dso_local global i32 32, align 4
@align_arr = dso_local global i32 4, align 4
@off_arr_b5 = dso_local global i32 17, align 4
@off_arr_c12 = dso_local global i32 30, align 4
@size_ptrs = dso_local global i32 48, align 4
@align_ptrs = dso_local global i32 8, align 4
@off_ptrs_p = dso_local global i32 8, align 4
@off_ptrs_fn = dso_local global i32 24, align 4
@off_ptrs_l = dso_local global i32 32, align 4
@off_ptrs_c = dso_local global i32 40, align 4
@size_mix = dso_local global i32 8, align 4
@align_mix = dso_local global i32 8, align 4
@size_ldu = dso_local global i32 16, align 4
@align_ldu = dso_local global i32 16, align 4
@size_hasu = dso_local global i32 24, align 4
@align_hasu = dso_local global i32 8, align 4
@off_hasu_u = dso_local global i32 8, align 4
@off_hasu_b = dso_local global i32 16, align 4
@size_packed = dso_local global i32 15, align 4
@align_packed = dso_local global i32 1, align 4
@off_packed_b = dso_local global i32 1, align 4
@off_packed_c = dso_local global i32 5, align 4
@off_packed_d = dso_local global i32 13, align 4
@size_Xpack2 = dso_local global i32 16, align 4
@align_Xpack2 = dso_local global i32 2, align 4
@off_Xpack2_b = dso_local global i32 2, align 4
@off_Xpack2_c = dso_local global i32 6, align 4
@size_haspacked = dso_local global i32 17, align 4
@align_haspacked = dso_local global i32 1, align 4
@off_haspacked_pc = dso_local global i32 6, align 4
@off_haspacked_b = dso_local global i32 16, align 4
@size_Xbits = dso_local global i32 8, align 4
@align_Xbits = dso_local global i32 4, align 4
@size_Xbits2 = dso_local global i32 8, align 4
@align_Xbits2 = dso_local global i32 8, align 4
@size_Xbits3 = dso_local global i32 8, align 4
@align_Xbits3 = dso_local global i32 2, align 4
@size_flex = dso_local global i32 8, align 4
@align_flex = dso_local global i32 4, align 4
@size_misc = dso_local global i32 16, align 4
@align_misc = dso_local global i32 4, align 4
@off_misc_f = dso_local global i32 8, align 4
@off_misc_b2 = dso_local global i32 12, align 4
@size_Xalignas = dso_local global i32 32, align 4
@align_Xalignas = dso_local global i32 16, align 4
@off_Xalignas_b = dso_local global i32 16, align 4
@off_Xalignas_c = dso_local global i32 20, align 4
@size_Xalignas32 = dso_local global i32 32, align 4
@align_Xalignas32 = dso_local global i32 32, align 4
@off_Xalignas32_d = dso_local global i32 8, align 4
@size_Xvec = dso_local global i32 64, align 4
@align_Xvec = dso_local global i32 16, align 4
@off_Xvec_v3 = dso_local global i32 16, align 4
@off_Xvec_s2 = dso_local global i32 32, align 4
@off_Xvec_v4 = dso_local global i32 48, align 4
@size_Xi128 = dso_local global i32 48, align 4
@align_Xi128 = dso_local global i32 16, align 4
@off_Xi128_x = dso_local global i32 16, align 4
@off_Xi128_b = dso_local global i32 32, align 4
@size_big = dso_local global i32 264, align 4
@align_big = dso_local global i32 8, align 4
@off_big_m34 = dso_local global i32 152, align 4
@off_big_p2e = dso_local global i32 256, align 4
@g_va_list = dso_local global ptr null, align 8
@g_long_double_kind = dso_local global fp128 0xL00000000000000000000000000000000, align 16
@g_char = dso_local global i8 0, align 1
@g_short = dso_local global i16 0, align 2
@g_int = dso_local global i32 0, align 4
@g_long = dso_local global i64 0, align 8
@g_llong = dso_local global i64 0, align 8
@g_float = dso_local global float 0.000000e+00, align 4
@g_double = dso_local global double 0.000000e+00, align 8
@g_ldouble = dso_local global fp128 0xL00000000000000000000000000000000, align 16
@g_ptr = dso_local global ptr null, align 8
@g_bool = dso_local global i8 0, align 1
@g_wchar = dso_local global i32 0, align 4
@g_Xint128 = dso_local global i128 0, align 16
@g_pad = dso_local global %struct.pad zeroinitializer, align 8
@g_dbl = dso_local global %struct.dbl zeroinitializer, align 8
@g_ld = dso_local global %struct.ld zeroinitializer, align 16
@g_ldarr = dso_local global %struct.ldarr zeroinitializer, align 16
@g_nest = dso_local global %struct.nest zeroinitializer, align 8
@g_arr = dso_local global %struct.arr zeroinitializer, align 4
@g_ptrs = dso_local global %struct.ptrs zeroinitializer, align 8
@g_mix = dso_local global %union.mix zeroinitializer, align 8
@g_ldu = dso_local global %union.ldu zeroinitializer, align 16
@g_hasu = dso_local global %struct.hasu zeroinitializer, align 8
@g_packed = dso_local global %struct.packed zeroinitializer, align 1
@g_Xpack2 = dso_local global %struct.Xpack2 zeroinitializer, align 2
@g_haspacked = dso_local global %struct.haspacked zeroinitializer, align 1
@g_Xbits = dso_local global %struct.Xbits zeroinitializer, align 4
@g_Xbits2 = dso_local global %struct.Xbits2 zeroinitializer, align 8
@g_Xbits3 = dso_local global %struct.Xbits3 zeroinitializer, align 2
@g_flex = dso_local global %struct.flex zeroinitializer, align 4
@g_misc = dso_local global %struct.misc zeroinitializer, align 4
@g_Xalignas = dso_local global %struct.Xalignas zeroinitializer, align 16
@g_Xalignas32 = dso_local global %struct.Xalignas32 zeroinitializer, align 32
@g_Xvec = dso_local global %struct.Xvec zeroinitializer, align 16
@g_Xi128 = dso_local global %struct.Xi128 zeroinitializer, align 16
@g_big = dso_local global %struct.big zeroinitializer, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_pad_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.pad, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_pad_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.pad, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_pad_e(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.pad, ptr %3, i32 0, i32 4
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_dbl_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.dbl, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_dbl_l(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.dbl, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ld_x(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ld, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ld_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ld, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ldarr_x2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ldarr, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [3 x fp128], ptr %4, i64 0, i64 2
  ret ptr %5
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ldarr_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ldarr, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_nest_in1t2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds [2 x %struct.inner], ptr %4, i64 0, i64 1
  %6 = getelementptr inbounds %struct.inner, ptr %5, i32 0, i32 1
  %7 = getelementptr inbounds [3 x i8], ptr %6, i64 0, i64 2
  ret ptr %7
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_nest_i(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_nest_anond(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 3
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 1
  ret ptr %5
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_arr_b5(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.arr, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds [7 x i8], ptr %4, i64 0, i64 5
  ret ptr %5
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_arr_c12(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.arr, ptr %3, i32 0, i32 2
  %5 = getelementptr inbounds [2 x [3 x i16]], ptr %4, i64 0, i64 1
  %6 = getelementptr inbounds [3 x i16], ptr %5, i64 0, i64 2
  ret ptr %6
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ptrs_p(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ptrs_fn(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ptrs_l(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 4
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_ptrs_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 5
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_hasu_u(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.hasu, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_hasu_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.hasu, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_packed_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_packed_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_packed_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xpack2_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xpack2, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xpack2_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xpack2, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_haspacked_pc(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.haspacked, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.packed, ptr %4, i32 0, i32 2
  ret ptr %5
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_haspacked_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.haspacked, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_misc_f(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.misc, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_misc_b2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.misc, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xalignas_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xalignas, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xalignas_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xalignas, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xalignas32_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xalignas32, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xvec_v3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xvec, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xvec_s2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xvec, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xvec_v4(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xvec, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xi128_x(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xi128, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_Xi128_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Xi128, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_big_m34(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [4 x [5 x double]], ptr %4, i64 0, i64 3
  %6 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 4
  ret ptr %6
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @f_big_p2e(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 2
  %5 = getelementptr inbounds [3 x %struct.pad], ptr %4, i64 0, i64 2
  %6 = getelementptr inbounds %struct.pad, ptr %5, i32 0, i32 4
  ret ptr %6
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
