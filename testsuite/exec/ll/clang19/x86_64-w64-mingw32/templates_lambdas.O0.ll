; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

$_ZN3VecIiEC2Ev = comdat any

$_ZN3VecIiE4pushERKi = comdat any

$_ZNK3VecIiE4sizeEv = comdat any

$_ZN3VecIdEixEi = comdat any

$_Z5xmoveI3VecIiEEOT_RS2_ = comdat any

$_ZN3VecIiEC2EOS0_ = comdat any

$_ZN3VecIiE5beginEv = comdat any

$_ZN3VecIiE3endEv = comdat any

$_ZN3VecI5PointEC2Ev = comdat any

$_ZN3VecI5PointE4pushERKS0_ = comdat any

$_ZNK5ArrayIdLi5EE3sumEv = comdat any

$_ZNK5ArrayIdLi5EE4sizeEv = comdat any

$_ZNK5ArrayIiLi3EE3sumEv = comdat any

$_ZNK5ArrayIiLi3EE4sizeEv = comdat any

$_Z9type_nameIcEPKcv = comdat any

$_Z6max_ofIiJiiiEET_S0_DpT0_ = comdat any

$_Z6max_ofIdJddEET_S0_DpT0_ = comdat any

$_Z6max_ofIxJxxEET_S0_DpT0_ = comdat any

$_Z10count_argsIJicdPKcEEiDpT_ = comdat any

$_Z5cfacti = comdat any

$_ZNK7GreeterI5AliceE5greetEv = comdat any

$_ZNK7GreeterI3BobE5greetEv = comdat any

$_ZN3VecI5PointED2Ev = comdat any

$_ZN3VecIiED2Ev = comdat any

$_ZN3VecIdED2Ev = comdat any

$_ZN3VecIdEC2Ev = comdat any

$_ZN3VecIdE4pushERKd = comdat any

$_Z6max_ofIiJiiEET_S0_DpT0_ = comdat any

$_Z6max_ofIiJiEET_S0_DpT0_ = comdat any

$_Z6max_ofIiET_S0_ = comdat any

$_Z6max_ofIdJdEET_S0_DpT0_ = comdat any

$_Z6max_ofIdET_S0_ = comdat any

$_Z6max_ofIxJxEET_S0_DpT0_ = comdat any

$_Z6max_ofIxET_S0_ = comdat any

$_ZNK5Alice4nameEv = comdat any

$_ZNK3Bob4nameEv = comdat any

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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z9type_nameIiEPKcv() #0 {
  ret ptr @.str
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z9type_nameIdEPKcv() #0 {
  ret ptr @.str.1
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z9type_nameIxEPKcv() #0 {
  ret ptr @.str.2
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Vec, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.Vec.0, align 8
  %7 = alloca %class.anon, align 4
  %8 = alloca %class.anon.1, align 1
  %9 = alloca %class.Vec, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca %class.Vec.2, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.Point, align 4
  %18 = alloca i32, align 4
  %19 = alloca %class.anon.3, align 1
  %20 = alloca %struct.Array, align 8
  %21 = alloca %struct.Array.5, align 4
  %22 = alloca %struct.Alice, align 4
  %23 = alloca %struct.Bob, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.7, align 8
  %26 = alloca %class.anon.8, align 1
  %27 = alloca %class.anon.10, align 4
  %28 = alloca %class.anon.10, align 4
  %29 = alloca %class.anon.11, align 1
  %30 = alloca %class.anon.13, align 1
  %31 = alloca ptr, align 8
  %32 = alloca %class.anon.15, align 1
  %33 = alloca i32, align 4
  %34 = alloca %class.anon.17, align 4
  store i32 0, ptr %1, align 4
  call void @_ZN3VecIiEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #8
  store i32 1, ptr %3, align 4
  br label %35

35:                                               ; preds = %42, %0
  %36 = load i32, ptr %3, align 4
  %37 = icmp sle i32 %36, 20
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4
  %40 = load i32, ptr %3, align 4
  %41 = mul nsw i32 %39, %40
  store i32 %41, ptr %4, align 4
  call void @_ZN3VecIiE4pushERKi(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 4 dereferenceable(4) %4)
  br label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %35, !llvm.loop !5

45:                                               ; preds = %35
  store i32 3, ptr %5, align 4
  %46 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %47 = load i32, ptr %5, align 4
  store i32 %47, ptr %46, align 4
  %48 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  call void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(ptr dead_on_unwind writable sret(%class.Vec.0) align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 %49)
  %50 = call noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %51 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN3VecIdEixEi(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 19)
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %class.anon.1, ptr %8, i32 0, i32 0
  %54 = load i8, ptr %53, align 1
  %55 = call noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef 0.000000e+00, i8 %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %50, double noundef %52, double noundef %55)
  %57 = call noundef nonnull align 8 dereferenceable(16) ptr @_Z5xmoveI3VecIiEEOT_RS2_(ptr noundef nonnull align 8 dereferenceable(16) %2)
  call void @_ZN3VecIiEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %57)
  %58 = call noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %9)
  %59 = call noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %58, i32 noundef %59)
  store i32 0, ptr %10, align 4
  store ptr %9, ptr %11, align 8
  %61 = load ptr, ptr %11, align 8
  %62 = call noundef ptr @_ZN3VecIiE5beginEv(ptr noundef nonnull align 8 dereferenceable(16) %61)
  store ptr %62, ptr %12, align 8
  %63 = load ptr, ptr %11, align 8
  %64 = call noundef ptr @_ZN3VecIiE3endEv(ptr noundef nonnull align 8 dereferenceable(16) %63)
  store ptr %64, ptr %13, align 8
  br label %65

65:                                               ; preds = %79, %45
  %66 = load ptr, ptr %12, align 8
  %67 = load ptr, ptr %13, align 8
  %68 = icmp ne ptr %66, %67
  br i1 %68, label %69, label %82

69:                                               ; preds = %65
  %70 = load ptr, ptr %12, align 8
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
  %80 = load ptr, ptr %12, align 8
  %81 = getelementptr inbounds i32, ptr %80, i32 1
  store ptr %81, ptr %12, align 8
  br label %65

82:                                               ; preds = %65
  %83 = load i32, ptr %10, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %83)
  call void @_ZN3VecI5PointEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %15) #8
  store i32 0, ptr %16, align 4
  br label %85

85:                                               ; preds = %95, %82
  %86 = load i32, ptr %16, align 4
  %87 = icmp slt i32 %86, 6
  br i1 %87, label %88, label %98

88:                                               ; preds = %85
  %89 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 0
  %90 = load i32, ptr %16, align 4
  store i32 %90, ptr %89, align 4
  %91 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 1
  %92 = load i32, ptr %16, align 4
  %93 = sub nsw i32 0, %92
  %94 = mul nsw i32 %93, 3
  store i32 %94, ptr %91, align 4
  call void @_ZN3VecI5PointE4pushERKS0_(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(8) %17)
  br label %95

95:                                               ; preds = %88
  %96 = load i32, ptr %16, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %16, align 4
  br label %85, !llvm.loop !7

98:                                               ; preds = %85
  %99 = getelementptr inbounds %class.anon.3, ptr %19, i32 0, i32 0
  %100 = load i8, ptr %99, align 1
  %101 = call noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 0, i8 %100)
  store i32 %101, ptr %18, align 4
  %102 = load i32, ptr %18, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %102)
  call void @llvm.memset.p0.i64(ptr align 8 %20, i8 0, i64 40, i1 false)
  %104 = getelementptr inbounds %struct.Array, ptr %20, i32 0, i32 0
  %105 = getelementptr inbounds [5 x double], ptr %104, i32 0, i32 0
  store double 1.500000e+00, ptr %105, align 8
  %106 = getelementptr inbounds [5 x double], ptr %104, i32 0, i32 1
  store double 2.500000e+00, ptr %106, align 8
  %107 = getelementptr inbounds [5 x double], ptr %104, i32 0, i32 2
  store double 3.500000e+00, ptr %107, align 8
  %108 = getelementptr inbounds [5 x double], ptr %104, i32 0, i32 3
  store double 4.500000e+00, ptr %108, align 8
  %109 = getelementptr inbounds [5 x double], ptr %104, i32 0, i32 4
  store double 5.500000e+00, ptr %109, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.main.ai, i64 12, i1 false)
  %110 = call noundef double @_ZNK5ArrayIdLi5EE3sumEv(ptr noundef nonnull align 8 dereferenceable(40) %20)
  %111 = call noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(40) %20)
  %112 = call noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(ptr noundef nonnull align 4 dereferenceable(12) %21)
  %113 = call noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %21)
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %110, i32 noundef %111, i32 noundef %112, i32 noundef %113)
  %115 = call noundef ptr @_Z9type_nameIiEPKcv()
  %116 = call noundef ptr @_Z9type_nameIdEPKcv()
  %117 = call noundef ptr @_Z9type_nameIxEPKcv()
  %118 = call noundef ptr @_Z9type_nameIcEPKcv()
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %115, ptr noundef %116, ptr noundef %117, ptr noundef %118)
  %120 = call noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %121 = call noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -2.500000e+00, double noundef 2.500000e-01)
  %122 = call noundef i64 @_Z6max_ofIxJxxEET_S0_DpT0_(i64 noundef 5, i64 noundef 1099511627776, i64 noundef 3)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %120, double noundef %121, i64 noundef %122)
  %124 = call noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef 97, double noundef 2.000000e+00, ptr noundef @.str.11)
  %125 = call noundef i64 @_Z5cfacti(i32 noundef 20)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %124, i64 noundef %125, i64 noundef 23416728348467685)
  %127 = getelementptr inbounds %struct.Alice, ptr %22, i32 0, i32 0
  store i32 1, ptr %127, align 4
  call void @_ZNK7GreeterI5AliceE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %22)
  %128 = getelementptr inbounds %struct.Bob, ptr %23, i32 0, i32 0
  store i32 2, ptr %128, align 4
  call void @_ZNK7GreeterI3BobE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %23)
  store i32 0, ptr %24, align 4
  %129 = getelementptr inbounds %class.anon.7, ptr %25, i32 0, i32 0
  store ptr %24, ptr %129, align 8
  %130 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(ptr noundef nonnull align 8 dereferenceable(8) %25, i32 noundef 5)
  %131 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(ptr noundef nonnull align 8 dereferenceable(8) %25, i32 noundef 7)
  %132 = load i32, ptr %24, align 4
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %132)
  %134 = call i32 @"_ZZ4mainENK3$_5clEi"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 10)
  %135 = getelementptr inbounds %class.anon.10, ptr %27, i32 0, i32 0
  store i32 %134, ptr %135, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 %27, i64 4, i1 false)
  %136 = getelementptr inbounds %class.anon.10, ptr %28, i32 0, i32 0
  %137 = load i32, ptr %136, align 4
  %138 = call noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"(i32 %137, i32 noundef 5, i32 noundef 1)
  %139 = getelementptr inbounds %class.anon.11, ptr %29, i32 0, i32 0
  %140 = load i8, ptr %139, align 1
  %141 = call noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i8 %140, i32 noundef 3, i32 noundef 3)
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %138, i32 noundef %141)
  %143 = call noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %30, i32 noundef 6, i32 noundef 7)
  %144 = call noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %30, double noundef 1.500000e+00, double noundef 2.500000e-01)
  %145 = call noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %30, i64 noundef 1048576, i64 noundef 1048576)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %143, double noundef %144, i64 noundef %145)
  %147 = call noundef ptr @"_ZZ4mainENK3$_7cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %32) #8
  store ptr %147, ptr %31, align 8
  %148 = load ptr, ptr %31, align 8
  %149 = load ptr, ptr %31, align 8
  %150 = call noundef i32 %149(i32 noundef 2)
  %151 = call noundef i32 %148(i32 noundef %150)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %151)
  store i32 1, ptr %33, align 4
  %153 = getelementptr inbounds %class.anon.17, ptr %34, i32 0, i32 0
  %154 = load i32, ptr %33, align 4
  store i32 %154, ptr %153, align 4
  %155 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(ptr noundef nonnull align 4 dereferenceable(4) %34)
  %156 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(ptr noundef nonnull align 4 dereferenceable(4) %34)
  %157 = load i32, ptr %33, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %156, i32 noundef %157)
  store i32 17, ptr %1, align 4
  call void @_ZN3VecI5PointED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %15) #8
  call void @_ZN3VecIiED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #8
  call void @_ZN3VecIdED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #8
  call void @_ZN3VecIiED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #8
  %159 = load i32, ptr %1, align 4
  ret i32 %159
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiE4pushERKi(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %61

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
  %26 = sext i32 %25 to i64
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 4)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull ptr @_Znay(i64 noundef %30) #9
  store ptr %31, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %48, %23
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = icmp slt i32 %33, %35
  br i1 %36, label %37, label %51

37:                                               ; preds = %32
  %38 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %6, align 8
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  store i32 %43, ptr %47, align 4
  br label %48

48:                                               ; preds = %37
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %32, !llvm.loop !8

51:                                               ; preds = %32
  %52 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = icmp eq ptr %53, null
  br i1 %54, label %56, label %55

55:                                               ; preds = %51
  call void @_ZdaPv(ptr noundef %53) #10
  br label %56

56:                                               ; preds = %55, %51
  %57 = load ptr, ptr %6, align 8
  %58 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  store ptr %57, ptr %58, align 8
  %59 = load i32, ptr %5, align 4
  %60 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 2
  store i32 %59, ptr %60, align 4
  br label %61

61:                                               ; preds = %56, %2
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 0
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds %class.Vec, ptr %8, i32 0, i32 1
  %67 = load i32, ptr %66, align 8
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 8
  %69 = sext i32 %67 to i64
  %70 = getelementptr inbounds i32, ptr %65, i64 %69
  store i32 %63, ptr %70, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(ptr dead_on_unwind noalias writable sret(%class.Vec.0) align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  %10 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  store i32 %2, ptr %10, align 4
  store ptr %1, ptr %6, align 8
  %11 = load ptr, ptr %6, align 8
  store i1 false, ptr %7, align 1
  call void @_ZN3VecIdEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %25, %3
  %13 = load i32, ptr %8, align 4
  %14 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %12
  %18 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = call noundef double @"_ZZ4mainENK3$_1clEi"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %23)
  store double %24, ptr %9, align 8
  call void @_ZN3VecIdE4pushERKd(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %9)
  br label %25

25:                                               ; preds = %17
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  br label %12, !llvm.loop !9

28:                                               ; preds = %12
  store i1 true, ptr %7, align 1
  %29 = load i1, ptr %7, align 1
  br i1 %29, label %31, label %30

30:                                               ; preds = %28
  call void @_ZN3VecIdED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #8
  br label %31

31:                                               ; preds = %30, %28
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3VecIiE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN3VecIdEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Vec.0, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, ptr %7, i64 %9
  ret ptr %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, i8 %2) #0 align 2 {
  %4 = alloca %class.anon.1, align 1
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.1, ptr %4, i32 0, i32 0
  store i8 %2, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %24, %3
  %11 = load i32, ptr %7, align 4
  %12 = getelementptr inbounds %class.Vec.0, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %10
  %16 = load double, ptr %6, align 8
  %17 = getelementptr inbounds %class.Vec.0, ptr %9, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %4, double noundef %16, double noundef %22)
  store double %23, ptr %6, align 8
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %10, !llvm.loop !10

27:                                               ; preds = %10
  %28 = load double, ptr %6, align 8
  ret double %28
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_Z5xmoveI3VecIiEEOT_RS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Vec, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  store i32 %13, ptr %10, align 8
  %14 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %class.Vec, ptr %15, i32 0, i32 2
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %14, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %class.Vec, ptr %18, i32 0, i32 0
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %class.Vec, ptr %20, i32 0, i32 2
  store i32 0, ptr %21, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %class.Vec, ptr %22, i32 0, i32 1
  store i32 0, ptr %23, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN3VecIiE5beginEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN3VecIiE3endEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %5, i64 %8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecI5PointEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecI5PointE4pushERKS0_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %60

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
  %26 = sext i32 %25 to i64
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 8)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull ptr @_Znay(i64 noundef %30) #9
  store ptr %31, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %47, %23
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = icmp slt i32 %33, %35
  br i1 %36, label %37, label %50

37:                                               ; preds = %32
  %38 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.Point, ptr %39, i64 %41
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds %struct.Point, ptr %43, i64 %45
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 4 %42, i64 8, i1 false)
  br label %47

47:                                               ; preds = %37
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %32, !llvm.loop !11

50:                                               ; preds = %32
  %51 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = icmp eq ptr %52, null
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  call void @_ZdaPv(ptr noundef %52) #10
  br label %55

55:                                               ; preds = %54, %50
  %56 = load ptr, ptr %6, align 8
  %57 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  store ptr %56, ptr %57, align 8
  %58 = load i32, ptr %5, align 4
  %59 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 2
  store i32 %58, ptr %59, align 4
  br label %60

60:                                               ; preds = %55, %2
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds %class.Vec.2, ptr %8, i32 0, i32 1
  %65 = load i32, ptr %64, align 8
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %64, align 8
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds %struct.Point, ptr %63, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %68, ptr align 4 %61, i64 8, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i8 %2) #0 align 2 {
  %4 = alloca %class.anon.3, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.3, ptr %4, i32 0, i32 0
  store i8 %2, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %9 = load ptr, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, ptr %7, align 4
  %12 = getelementptr inbounds %class.Vec.2, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %10
  %16 = load i32, ptr %6, align 4
  %17 = getelementptr inbounds %class.Vec.2, ptr %9, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.Point, ptr %18, i64 %20
  %22 = call noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(ptr noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %16, ptr noundef nonnull align 4 dereferenceable(8) %21)
  store i32 %22, ptr %6, align 4
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %10, !llvm.loop !12

26:                                               ; preds = %10
  %27 = load i32, ptr %6, align 4
  ret i32 %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK5ArrayIdLi5EE3sumEv(ptr noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %3, align 8
  %16 = fadd double %15, %14
  store double %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %6, !llvm.loop !13

20:                                               ; preds = %6
  %21 = load double, ptr %3, align 8
  ret double %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array.5, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %6, !llvm.loop !14

20:                                               ; preds = %6
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z9type_nameIcEPKcv() #0 comdat {
  ret ptr @.str.17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef %0, double noundef %1, double noundef %2) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z6max_ofIxJxxEET_S0_DpT0_(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef %1, double noundef %2, ptr noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z5cfacti(i32 noundef %0) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK7GreeterI5AliceE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK5Alice4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
  %5 = getelementptr inbounds %struct.Alice, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK7GreeterI3BobE5greetEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK3Bob4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
  %5 = getelementptr inbounds %struct.Bob, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_4clEi"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.7, ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %6
  store i32 %10, ptr %8, align 4
  %11 = getelementptr inbounds %class.anon.7, ptr %5, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = load i32, ptr %12, align 4
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal i32 @"_ZZ4mainENK3$_5clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.10, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.10, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %5, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %class.anon.10, ptr %3, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"(i32 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.10, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.10, ptr %4, i32 0, i32 0
  store i32 %0, ptr %7, align 4
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i8 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.11, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.11, ptr %4, i32 0, i32 0
  store i8 %0, ptr %7, align 1
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
  %14 = call noundef i32 @"_ZZ4mainENK3$_6clEi"(ptr noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %13)
  store i32 %14, ptr %6, align 4
  br label %8, !llvm.loop !16

15:                                               ; preds = %8
  %16 = load i32, ptr %6, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = mul nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = mul nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZ4mainENK3$_7cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZ4mainEN3$_78__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_8clEv"(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.17, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.17, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecI5PointED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %5) #10
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %5) #10
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIdED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %5) #10
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_78__invokeEi"(i32 noundef %0) #0 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.15, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_7clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_7clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znay(i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIdEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIdE4pushERKd(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %61

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
  %26 = sext i32 %25 to i64
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 8)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull ptr @_Znay(i64 noundef %30) #9
  store ptr %31, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %48, %23
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = icmp slt i32 %33, %35
  br i1 %36, label %37, label %51

37:                                               ; preds = %32
  %38 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %6, align 8
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  store double %43, ptr %47, align 8
  br label %48

48:                                               ; preds = %37
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %32, !llvm.loop !17

51:                                               ; preds = %32
  %52 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = icmp eq ptr %53, null
  br i1 %54, label %56, label %55

55:                                               ; preds = %51
  call void @_ZdaPv(ptr noundef %53) #10
  br label %56

56:                                               ; preds = %55, %51
  %57 = load ptr, ptr %6, align 8
  %58 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  store ptr %57, ptr %58, align 8
  %59 = load i32, ptr %5, align 4
  %60 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 2
  store i32 %59, ptr %60, align 4
  br label %61

61:                                               ; preds = %56, %2
  %62 = load ptr, ptr %4, align 8
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 0
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds %class.Vec.0, ptr %8, i32 0, i32 1
  %67 = load i32, ptr %66, align 8
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 8
  %69 = sext i32 %67 to i64
  %70 = getelementptr inbounds double, ptr %65, i64 %69
  store double %63, ptr %70, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_1clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sitofp i32 %6 to double
  %8 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sitofp i32 %9 to double
  %11 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %7, double %10)
  ret double %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, ptr noundef nonnull align 4 dereferenceable(8) %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds %struct.Point, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.Point, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = sub nsw i32 0, %16
  br label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds %struct.Point, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %13
  %23 = phi i32 [ %17, %13 ], [ %21, %18 ]
  %24 = add nsw i32 %8, %23
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.Point, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = load ptr, ptr %6, align 8
  %31 = getelementptr inbounds %struct.Point, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = sub nsw i32 0, %32
  br label %38

34:                                               ; preds = %22
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds %struct.Point, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  br label %38

38:                                               ; preds = %34, %29
  %39 = phi i32 [ %33, %29 ], [ %37, %34 ]
  %40 = add nsw i32 %24, %39
  ret i32 %40
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %0, double noundef %1) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z6max_ofIxJxEET_S0_DpT0_(i64 noundef %0, i64 noundef %1) #0 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z6max_ofIxET_S0_(i64 noundef %0) #0 comdat {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Alice4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Bob4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.20
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.10, ptr %5, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_6clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  ret i32 %8
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
