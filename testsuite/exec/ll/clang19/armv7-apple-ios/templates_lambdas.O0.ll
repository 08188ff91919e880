; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Array.5 = type { [3 x i32] }
%class.Vec = type { ptr, i32, i32 }
%class.Vec.0 = type { ptr, i32, i32 }
%class.anon = type { i32 }
%class.anon.1 = type { i8 }
%class.Vec.2 = type { ptr, i32, i32 }
%struct.Point = type { i32, i32 }
%class.anon.3 = type { i8 }
%struct.Array = type { [5 x double] }
%struct.Alice = type { i32 }
%struct.Bob = type { i32 }
%class.anon.7 = type { ptr }
%class.anon.8 = type { i8 }
%class.anon.10 = type { i32 }
%class.anon.11 = type { i8 }
%class.anon.13 = type { i8 }
%class.anon.15 = type { i8 }
%class.anon.17 = type { i32 }

@.str = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"long long\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"vec size %d, doubled[19] %.1f, sum %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"moved size %d, source size %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"evens %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"manhattan %d\0A\00", align 1
@__const.main.ai = private unnamed_addr constant %struct.Array.5 { [3 x i32] [i32 7, i32 8, i32 9] }, align 4
@.str.7 = private unnamed_addr constant [30 x i8] c"array sums %.1f (%d) %d (%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"type names %s %s %s %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"max_of %d %.2f %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"count_args %d, cfact(20) %llu, Fib<80> %lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [35 x i8] c"apply_n add10 x5 %d, square x3 %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"generic %d %.3f %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"lambda as fnptr %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [41 x i8] c"mutable lambda %d, captured original %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"unknown\00", align 1
@.str.18 = private unnamed_addr constant [20 x i8] c"hello from %s (%d)\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"Alice\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"Bob\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone
define noundef ptr @_Z9type_nameIiEPKcv() #0 {
  ret ptr @.str
}

; Function Attrs: mustprogress noinline nounwind optnone
define noundef ptr @_Z9type_nameIdEPKcv() #0 {
  ret ptr @.str.1
}

; Function Attrs: mustprogress noinline nounwind optnone
define noundef ptr @_Z9type_nameIxEPKcv() #0 {
  ret ptr @.str.2
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone
define noundef i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Vec, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.Vec.0, align 4
  %7 = alloca %class.anon, align 4
  %8 = alloca %class.anon.1, align 1
  %9 = alloca %class.Vec, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  %15 = alloca %class.Vec.2, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.Point, align 4
  %18 = alloca i32, align 4
  %19 = alloca %class.anon.3, align 1
  %20 = alloca %struct.Array, align 4
  %21 = alloca %struct.Array.5, align 4
  %22 = alloca %struct.Alice, align 4
  %23 = alloca %struct.Bob, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.7, align 4
  %26 = alloca %class.anon.8, align 1
  %27 = alloca %class.anon.10, align 4
  %28 = alloca %class.anon.10, align 4
  %29 = alloca %class.anon.11, align 1
  %30 = alloca %class.anon.13, align 1
  %31 = alloca ptr, align 4
  %32 = alloca %class.anon.15, align 1
  %33 = alloca i32, align 4
  %34 = alloca %class.anon.17, align 4
  store i32 0, ptr %1, align 4
  %35 = call noundef ptr @_ZN3VecIiEC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %2) #8
  store i32 1, ptr %3, align 4
  br label %36

36:                                               ; preds = %43, %0
  %37 = load i32, ptr %3, align 4
  %38 = icmp sle i32 %37, 20
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = load i32, ptr %3, align 4
  %41 = load i32, ptr %3, align 4
  %42 = mul nsw i32 %40, %41
  store i32 %42, ptr %4, align 4
  call void @_ZN3VecIiE4pushERKi(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(4) %4)
  br label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %36, !llvm.loop !5

46:                                               ; preds = %36
  store i32 3, ptr %5, align 4
  %47 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %48 = load i32, ptr %5, align 4
  store i32 %48, ptr %47, align 4
  %49 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %50 = load [1 x i32], ptr %49, align 4
  call void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(ptr dead_on_unwind writable sret(%class.Vec.0) align 4 %6, ptr noundef nonnull align 4 dereferenceable(12) %2, [1 x i32] %50)
  %51 = call noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %2)
  %52 = call noundef nonnull align 4 dereferenceable(8) ptr @_ZN3VecIdEixEi(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 19)
  %53 = load double, ptr %52, align 4
  %54 = call noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(ptr noundef nonnull align 4 dereferenceable(12) %6, double noundef 0.000000e+00)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %51, double noundef %53, double noundef %54)
  %56 = call noundef nonnull align 4 dereferenceable(12) ptr @_Z5xmoveI3VecIiEEOT_RS2_(ptr noundef nonnull align 4 dereferenceable(12) %2)
  %57 = call noundef ptr @_ZN3VecIiEC1EOS0_(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 4 dereferenceable(12) %56)
  %58 = call noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %9)
  %59 = call noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %2)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %58, i32 noundef %59)
  store i32 0, ptr %10, align 4
  store ptr %9, ptr %11, align 4
  %61 = load ptr, ptr %11, align 4
  %62 = call noundef ptr @_ZN3VecIiE5beginEv(ptr noundef nonnull align 4 dereferenceable(12) %61)
  store ptr %62, ptr %12, align 4
  %63 = load ptr, ptr %11, align 4
  %64 = call noundef ptr @_ZN3VecIiE3endEv(ptr noundef nonnull align 4 dereferenceable(12) %63)
  store ptr %64, ptr %13, align 4
  br label %65

65:                                               ; preds = %79, %46
  %66 = load ptr, ptr %12, align 4
  %67 = load ptr, ptr %13, align 4
  %68 = icmp ne ptr %66, %67
  br i1 %68, label %69, label %82

69:                                               ; preds = %65
  %70 = load ptr, ptr %12, align 4
  %71 = load i32, ptr %70, align 4
  store i32 %71, ptr %14, align 4
  %72 = load i32, ptr %14, align 4
  %73 = srem i32 %72, 2
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %78

75:                                               ; preds = %69
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %10, align 4
  br label %78

78:                                               ; preds = %75, %69
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %12, align 4
  %81 = getelementptr inbounds i32, ptr %80, i32 1
  store ptr %81, ptr %12, align 4
  br label %65

82:                                               ; preds = %65
  %83 = load i32, ptr %10, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %83)
  %85 = call noundef ptr @_ZN3VecI5PointEC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %15) #8
  store i32 0, ptr %16, align 4
  br label %86

86:                                               ; preds = %96, %82
  %87 = load i32, ptr %16, align 4
  %88 = icmp slt i32 %87, 6
  br i1 %88, label %89, label %99

89:                                               ; preds = %86
  %90 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 0
  %91 = load i32, ptr %16, align 4
  store i32 %91, ptr %90, align 4
  %92 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 1
  %93 = load i32, ptr %16, align 4
  %94 = sub nsw i32 0, %93
  %95 = mul nsw i32 %94, 3
  store i32 %95, ptr %92, align 4
  call void @_ZN3VecI5PointE4pushERKS0_(ptr noundef nonnull align 4 dereferenceable(12) %15, ptr noundef nonnull align 4 dereferenceable(8) %17)
  br label %96

96:                                               ; preds = %89
  %97 = load i32, ptr %16, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %16, align 4
  br label %86, !llvm.loop !7

99:                                               ; preds = %86
  %100 = call noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(ptr noundef nonnull align 4 dereferenceable(12) %15, i32 noundef 0)
  store i32 %100, ptr %18, align 4
  %101 = load i32, ptr %18, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %101)
  call void @llvm.memset.p0.i32(ptr align 4 %20, i8 0, i32 40, i1 false)
  %103 = getelementptr inbounds %struct.Array, ptr %20, i32 0, i32 0
  %104 = getelementptr inbounds [5 x double], ptr %103, i32 0, i32 0
  store double 1.500000e+00, ptr %104, align 4
  %105 = getelementptr inbounds [5 x double], ptr %103, i32 0, i32 1
  store double 2.500000e+00, ptr %105, align 4
  %106 = getelementptr inbounds [5 x double], ptr %103, i32 0, i32 2
  store double 3.500000e+00, ptr %106, align 4
  %107 = getelementptr inbounds [5 x double], ptr %103, i32 0, i32 3
  store double 4.500000e+00, ptr %107, align 4
  %108 = getelementptr inbounds [5 x double], ptr %103, i32 0, i32 4
  store double 5.500000e+00, ptr %108, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %21, ptr align 4 @__const.main.ai, i32 12, i1 false)
  %109 = call noundef double @_ZNK5ArrayIdLi5EE3sumEv(ptr noundef nonnull align 4 dereferenceable(40) %20)
  %110 = call noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(40) %20)
  %111 = call noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(ptr noundef nonnull align 4 dereferenceable(12) %21)
  %112 = call noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %21)
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %109, i32 noundef %110, i32 noundef %111, i32 noundef %112)
  %114 = call noundef ptr @_Z9type_nameIiEPKcv()
  %115 = call noundef ptr @_Z9type_nameIdEPKcv()
  %116 = call noundef ptr @_Z9type_nameIxEPKcv()
  %117 = call noundef ptr @_Z9type_nameIcEPKcv()
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %114, ptr noundef %115, ptr noundef %116, ptr noundef %117)
  %119 = call noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %120 = call noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -2.500000e+00, double noundef 2.500000e-01)
  %121 = call noundef i64 @_Z6max_ofIxJxxEET_S0_DpT0_(i64 noundef 5, i64 noundef 1099511627776, i64 noundef 3)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %119, double noundef %120, i64 noundef %121)
  %123 = call noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 97, double noundef 2.000000e+00, ptr noundef @.str.11)
  %124 = call noundef i64 @_Z5cfacti(i32 noundef 20)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %123, i64 noundef %124, i64 noundef 23416728348467685)
  %126 = getelementptr inbounds %struct.Alice, ptr %22, i32 0, i32 0
  store i32 1, ptr %126, align 4
  call void @_ZNK7GreeterI5AliceE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %22)
  %127 = getelementptr inbounds %struct.Bob, ptr %23, i32 0, i32 0
  store i32 2, ptr %127, align 4
  call void @_ZNK7GreeterI3BobE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %23)
  store i32 0, ptr %24, align 4
  %128 = getelementptr inbounds %class.anon.7, ptr %25, i32 0, i32 0
  store ptr %24, ptr %128, align 4
  %129 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(ptr noundef nonnull align 4 dereferenceable(4) %25, i32 noundef 5)
  %130 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(ptr noundef nonnull align 4 dereferenceable(4) %25, i32 noundef 7)
  %131 = load i32, ptr %24, align 4
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %131)
  %133 = call i32 @"_ZZ4mainENK3$_5clEi"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 10)
  %134 = getelementptr inbounds %class.anon.10, ptr %27, i32 0, i32 0
  store i32 %133, ptr %134, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %28, ptr align 4 %27, i32 4, i1 false)
  %135 = getelementptr inbounds %class.anon.10, ptr %28, i32 0, i32 0
  %136 = load [1 x i32], ptr %135, align 4
  %137 = call noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"([1 x i32] %136, i32 noundef 5, i32 noundef 1)
  %138 = call noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i32 noundef 3, i32 noundef 3)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %137, i32 noundef %138)
  %140 = call noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %30, i32 noundef 6, i32 noundef 7)
  %141 = call noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %30, double noundef 1.500000e+00, double noundef 2.500000e-01)
  %142 = call noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %30, i64 noundef 1048576, i64 noundef 1048576)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %140, double noundef %141, i64 noundef %142)
  %144 = call noundef ptr @"_ZZ4mainENK3$_7cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %32) #8
  store ptr %144, ptr %31, align 4
  %145 = load ptr, ptr %31, align 4
  %146 = load ptr, ptr %31, align 4
  %147 = call noundef i32 %146(i32 noundef 2)
  %148 = call noundef i32 %145(i32 noundef %147)
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %148)
  store i32 1, ptr %33, align 4
  %150 = getelementptr inbounds %class.anon.17, ptr %34, i32 0, i32 0
  %151 = load i32, ptr %33, align 4
  store i32 %151, ptr %150, align 4
  %152 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(ptr noundef nonnull align 4 dereferenceable(4) %34)
  %153 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(ptr noundef nonnull align 4 dereferenceable(4) %34)
  %154 = load i32, ptr %33, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %153, i32 noundef %154)
  store i32 17, ptr %1, align 4
  %156 = call noundef ptr @_ZN3VecI5PointED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %15) #8
  %157 = call noundef ptr @_ZN3VecIiED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %9) #8
  %158 = call noundef ptr @_ZN3VecIdED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %6) #8
  %159 = call noundef ptr @_ZN3VecIiED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %2) #8
  %160 = load i32, ptr %1, align 4
  ret i32 %160
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiEC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3VecIiEC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN3VecIiE4pushERKi(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %58

14:                                               ; preds = %2
  %15 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 4, %22 ]
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %25, i32 4)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = call noalias noundef nonnull ptr @_Znam(i32 noundef %29) #9
  store ptr %30, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %45, %23
  %32 = load i32, ptr %7, align 4
  %33 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %48

36:                                               ; preds = %31
  %37 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  %38 = load ptr, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = getelementptr inbounds i32, ptr %38, i32 %39
  %41 = load i32, ptr %40, align 4
  %42 = load ptr, ptr %6, align 4
  %43 = load i32, ptr %7, align 4
  %44 = getelementptr inbounds i32, ptr %42, i32 %43
  store i32 %41, ptr %44, align 4
  br label %45

45:                                               ; preds = %36
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %31, !llvm.loop !8

48:                                               ; preds = %31
  %49 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  %50 = load ptr, ptr %49, align 4
  %51 = icmp eq ptr %50, null
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  call void @_ZdaPv(ptr noundef %50) #10
  br label %53

53:                                               ; preds = %52, %48
  %54 = load ptr, ptr %6, align 4
  %55 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  store ptr %54, ptr %55, align 4
  %56 = load i32, ptr %5, align 4
  %57 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 2
  store i32 %56, ptr %57, align 4
  br label %58

58:                                               ; preds = %53, %2
  %59 = load ptr, ptr %4, align 4
  %60 = load i32, ptr %59, align 4
  %61 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  %62 = load ptr, ptr %61, align 4
  %63 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %63, align 4
  %66 = getelementptr inbounds i32, ptr %62, i32 %64
  store i32 %60, ptr %66, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(ptr dead_on_unwind noalias writable sret(%class.Vec.0) align 4 %0, ptr noundef nonnull align 4 dereferenceable(12) %1, [1 x i32] %2) #0 align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 4
  store ptr %0, ptr %4, align 4
  %10 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  store [1 x i32] %2, ptr %10, align 4
  store ptr %1, ptr %6, align 4
  %11 = load ptr, ptr %6, align 4
  store i1 false, ptr %7, align 1
  %12 = call noundef ptr @_ZN3VecIdEC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) #8
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i32, ptr %8, align 4
  %15 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %13
  %19 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 0
  %20 = load ptr, ptr %19, align 4
  %21 = load i32, ptr %8, align 4
  %22 = getelementptr inbounds i32, ptr %20, i32 %21
  %23 = load i32, ptr %22, align 4
  %24 = call noundef double @"_ZZ4mainENK3$_1clEi"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %23)
  store double %24, ptr %9, align 4
  call void @_ZN3VecIdE4pushERKd(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(8) %9)
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  br label %13, !llvm.loop !9

28:                                               ; preds = %13
  store i1 true, ptr %7, align 1
  %29 = load i1, ptr %7, align 1
  br i1 %29, label %32, label %30

30:                                               ; preds = %28
  %31 = call noundef ptr @_ZN3VecIdED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) #8
  br label %32

32:                                               ; preds = %30, %28
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef nonnull align 4 dereferenceable(8) ptr @_ZN3VecIdEixEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Vec.0, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = getelementptr inbounds double, ptr %7, i32 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1) #0 align 2 {
  %3 = alloca %class.anon.1, align 1
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i32, ptr %6, align 4
  %10 = getelementptr inbounds %class.Vec.0, ptr %7, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %8
  %14 = load double, ptr %5, align 8
  %15 = getelementptr inbounds %class.Vec.0, ptr %7, i32 0, i32 0
  %16 = load ptr, ptr %15, align 4
  %17 = load i32, ptr %6, align 4
  %18 = getelementptr inbounds double, ptr %16, i32 %17
  %19 = load double, ptr %18, align 4
  %20 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %3, double noundef %14, double noundef %19)
  store double %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %8, !llvm.loop !10

24:                                               ; preds = %8
  %25 = load double, ptr %5, align 8
  ret double %25
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef nonnull align 4 dereferenceable(12) ptr @_Z5xmoveI3VecIiEEOT_RS2_(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiEC1EOS0_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN3VecIiEC2EOS0_(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr noundef nonnull align 4 dereferenceable(12) %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiE5beginEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiE3endEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i32, ptr %5, i32 %7
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecI5PointEC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3VecI5PointEC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN3VecI5PointE4pushERKS0_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %57

14:                                               ; preds = %2
  %15 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 4, %22 ]
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %25, i32 8)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = call noalias noundef nonnull ptr @_Znam(i32 noundef %29) #9
  store ptr %30, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %44, %23
  %32 = load i32, ptr %7, align 4
  %33 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %47

36:                                               ; preds = %31
  %37 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  %38 = load ptr, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = getelementptr inbounds %struct.Point, ptr %38, i32 %39
  %41 = load ptr, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  %43 = getelementptr inbounds %struct.Point, ptr %41, i32 %42
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %43, ptr align 4 %40, i32 8, i1 false)
  br label %44

44:                                               ; preds = %36
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %7, align 4
  br label %31, !llvm.loop !11

47:                                               ; preds = %31
  %48 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  %49 = load ptr, ptr %48, align 4
  %50 = icmp eq ptr %49, null
  br i1 %50, label %52, label %51

51:                                               ; preds = %47
  call void @_ZdaPv(ptr noundef %49) #10
  br label %52

52:                                               ; preds = %51, %47
  %53 = load ptr, ptr %6, align 4
  %54 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  store ptr %53, ptr %54, align 4
  %55 = load i32, ptr %5, align 4
  %56 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 2
  store i32 %55, ptr %56, align 4
  br label %57

57:                                               ; preds = %52, %2
  %58 = load ptr, ptr %4, align 4
  %59 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  %60 = load ptr, ptr %59, align 4
  %61 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 1
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %61, align 4
  %64 = getelementptr inbounds %struct.Point, ptr %60, i32 %62
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %64, ptr align 4 %58, i32 8, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.3, align 1
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load ptr, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i32, ptr %6, align 4
  %10 = getelementptr inbounds %class.Vec.2, ptr %7, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %8
  %14 = load i32, ptr %5, align 4
  %15 = getelementptr inbounds %class.Vec.2, ptr %7, i32 0, i32 0
  %16 = load ptr, ptr %15, align 4
  %17 = load i32, ptr %6, align 4
  %18 = getelementptr inbounds %struct.Point, ptr %16, i32 %17
  %19 = call noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %14, ptr noundef nonnull align 4 dereferenceable(8) %18)
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %8, !llvm.loop !12

23:                                               ; preds = %8
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef double @_ZNK5ArrayIdLi5EE3sumEv(ptr noundef nonnull align 4 dereferenceable(40) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds [5 x double], ptr %10, i32 0, i32 %11
  %13 = load double, ptr %12, align 4
  %14 = load double, ptr %3, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %3, align 8
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !13

19:                                               ; preds = %6
  %20 = load double, ptr %3, align 8
  ret double %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(40) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array.5, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds [3 x i32], ptr %10, i32 0, i32 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %3, align 4
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !14

19:                                               ; preds = %6
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_Z9type_nameIcEPKcv() #0 {
  ret ptr @.str.17
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = call noundef i32 @_Z6max_ofIiJiiEET_S0_DpT0_(i32 noundef %10, i32 noundef %11, i32 noundef %12)
  store i32 %13, ptr %9, align 4
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %9, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %4
  %18 = load i32, ptr %5, align 4
  br label %21

19:                                               ; preds = %4
  %20 = load i32, ptr %9, align 4
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = call noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %8, double noundef %9)
  store double %10, ptr %7, align 8
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %7, align 8
  %13 = fcmp ogt double %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load double, ptr %4, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load double, ptr %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi double [ %15, %14 ], [ %17, %16 ]
  ret double %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i64 @_Z6max_ofIxJxxEET_S0_DpT0_(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call noundef i64 @_Z6max_ofIxJxEET_S0_DpT0_(i64 noundef %8, i64 noundef %9)
  store i64 %10, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = load i64, ptr %7, align 8
  %13 = icmp sgt i64 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i64, ptr %4, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load i64, ptr %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i64 [ %15, %14 ], [ %17, %16 ]
  ret i64 %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 4
  store i32 %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i64 @_Z5cfacti(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sle i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call noundef i64 @_Z5cfacti(i32 noundef %10)
  %12 = mul i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 1, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZNK7GreeterI5AliceE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZNK5Alice4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
  %5 = getelementptr inbounds %struct.Alice, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZNK7GreeterI3BobE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZNK3Bob4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
  %5 = getelementptr inbounds %struct.Bob, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_4clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.7, ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %6
  store i32 %10, ptr %8, align 4
  %11 = getelementptr inbounds %class.anon.7, ptr %5, i32 0, i32 0
  %12 = load ptr, ptr %11, align 4
  %13 = load i32, ptr %12, align 4
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal i32 @"_ZZ4mainENK3$_5clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.10, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.10, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %5, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %class.anon.10, ptr %3, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"([1 x i32] %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.10, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.10, ptr %4, i32 0, i32 0
  store [1 x i32] %0, ptr %7, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = call noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %13)
  store i32 %14, ptr %6, align 4
  br label %8, !llvm.loop !15

15:                                               ; preds = %8
  %16 = load i32, ptr %6, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %class.anon.11, align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %4, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = call noundef i32 @"_ZZ4mainENK3$_6clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %11)
  store i32 %12, ptr %5, align 4
  br label %6, !llvm.loop !16

13:                                               ; preds = %6
  %14 = load i32, ptr %5, align 4
  ret i32 %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = mul nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 4
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = mul nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZ4mainENK3$_7cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_78__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_8clEv"(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon.17, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.17, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecI5PointED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3VecI5PointED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3VecIiED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIdED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3VecIdED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiEC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 4
  %5 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecI5PointEC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 4
  %5 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_78__invokeEi"(i32 noundef %0) #0 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.15, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_7clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_7clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Vec, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = icmp eq ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %6) #10
  br label %9

9:                                                ; preds = %8, %1
  %10 = load ptr, ptr %2, align 4
  ret ptr %10
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIdEC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3VecIdEC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN3VecIdE4pushERKd(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %58

14:                                               ; preds = %2
  %15 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 4, %22 ]
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %25, i32 8)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = call noalias noundef nonnull ptr @_Znam(i32 noundef %29) #9
  store ptr %30, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %45, %23
  %32 = load i32, ptr %7, align 4
  %33 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %48

36:                                               ; preds = %31
  %37 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  %38 = load ptr, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = getelementptr inbounds double, ptr %38, i32 %39
  %41 = load double, ptr %40, align 4
  %42 = load ptr, ptr %6, align 4
  %43 = load i32, ptr %7, align 4
  %44 = getelementptr inbounds double, ptr %42, i32 %43
  store double %41, ptr %44, align 4
  br label %45

45:                                               ; preds = %36
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %31, !llvm.loop !17

48:                                               ; preds = %31
  %49 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  %50 = load ptr, ptr %49, align 4
  %51 = icmp eq ptr %50, null
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  call void @_ZdaPv(ptr noundef %50) #10
  br label %53

53:                                               ; preds = %52, %48
  %54 = load ptr, ptr %6, align 4
  %55 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  store ptr %54, ptr %55, align 4
  %56 = load i32, ptr %5, align 4
  %57 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 2
  store i32 %56, ptr %57, align 4
  br label %58

58:                                               ; preds = %53, %2
  %59 = load ptr, ptr %4, align 4
  %60 = load double, ptr %59, align 4
  %61 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  %62 = load ptr, ptr %61, align 4
  %63 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %63, align 4
  %66 = getelementptr inbounds double, ptr %62, i32 %64
  store double %60, ptr %66, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_1clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sitofp i32 %6 to double
  %8 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sitofp i32 %9 to double
  %11 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %7, double %10)
  ret double %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIdEC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 4
  %5 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIdED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Vec.0, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = icmp eq ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %6) #10
  br label %9

9:                                                ; preds = %8, %1
  %10 = load ptr, ptr %2, align 4
  ret ptr %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecIiEC2EOS0_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.Vec, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  store ptr %9, ptr %6, align 4
  %10 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr %10, align 4
  %14 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 4
  %16 = getelementptr inbounds %class.Vec, ptr %15, i32 0, i32 2
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %14, align 4
  %18 = load ptr, ptr %4, align 4
  %19 = getelementptr inbounds %class.Vec, ptr %18, i32 0, i32 0
  store ptr null, ptr %19, align 4
  %20 = load ptr, ptr %4, align 4
  %21 = getelementptr inbounds %class.Vec, ptr %20, i32 0, i32 2
  store i32 0, ptr %21, align 4
  %22 = load ptr, ptr %4, align 4
  %23 = getelementptr inbounds %class.Vec, ptr %22, i32 0, i32 1
  store i32 0, ptr %23, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3VecI5PointED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Vec.2, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = icmp eq ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %6) #10
  br label %9

9:                                                ; preds = %8, %1
  %10 = load ptr, ptr %2, align 4
  ret ptr %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, ptr noundef nonnull align 4 dereferenceable(8) %2) #0 align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Point, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 4
  %15 = getelementptr inbounds %struct.Point, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = sub nsw i32 0, %16
  br label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %6, align 4
  %20 = getelementptr inbounds %struct.Point, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %13
  %23 = phi i32 [ %17, %13 ], [ %21, %18 ]
  %24 = add nsw i32 %8, %23
  %25 = load ptr, ptr %6, align 4
  %26 = getelementptr inbounds %struct.Point, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = load ptr, ptr %6, align 4
  %31 = getelementptr inbounds %struct.Point, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = sub nsw i32 0, %32
  br label %38

34:                                               ; preds = %22
  %35 = load ptr, ptr %6, align 4
  %36 = getelementptr inbounds %struct.Point, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  br label %38

38:                                               ; preds = %34, %29
  %39 = phi i32 [ %33, %29 ], [ %37, %34 ]
  %40 = add nsw i32 %24, %39
  ret i32 %40
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_Z6max_ofIiJiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call noundef i32 @_Z6max_ofIiJiEET_S0_DpT0_(i32 noundef %8, i32 noundef %9)
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, ptr %4, align 4
  br label %18

16:                                               ; preds = %3
  %17 = load i32, ptr %7, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  ret i32 %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_Z6max_ofIiJiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %6)
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  %7 = call noundef double @_Z6max_ofIdET_S0_(double noundef %6)
  store double %7, ptr %5, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %5, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load double, ptr %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load double, ptr %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef double @_Z6max_ofIdET_S0_(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i64 @_Z6max_ofIxJxEET_S0_DpT0_(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef i64 @_Z6max_ofIxET_S0_(i64 noundef %6)
  store i64 %7, ptr %5, align 8
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %5, align 8
  %10 = icmp sgt i64 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i64, ptr %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load i64, ptr %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i64 [ %12, %11 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i64 @_Z6max_ofIxET_S0_(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK5Alice4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK3Bob4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.20
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.10, ptr %5, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_6clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  ret i32 %8
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
