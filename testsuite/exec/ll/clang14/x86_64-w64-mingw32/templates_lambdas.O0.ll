; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Array.5 = type { [3 x i32] }
%class.Vec = type { i32*, i32, i32 }
%class.Vec.0 = type { double*, i32, i32 }
%class.anon = type { i32 }
%class.anon.1 = type { i8 }
%class.Vec.2 = type { %struct.Point*, i32, i32 }
%struct.Point = type { i32, i32 }
%class.anon.3 = type { i8 }
%struct.Array = type { [5 x double] }
%struct.Alice = type { i32 }
%struct.Bob = type { i32 }
%class.anon.7 = type { i32* }
%class.anon.8 = type { i8 }
%class.anon.10 = type { i32 }
%class.anon.11 = type { i8 }
%class.anon.13 = type { i8 }
%class.anon.15 = type { i8 }
%class.anon.17 = type { i32 }
%struct.Greeter = type { i8 }
%struct.Greeter.6 = type { i8 }

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
define dso_local noundef i8* @_Z9type_nameIiEPKcv() #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @_Z9type_nameIdEPKcv() #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @_Z9type_nameIxEPKcv() #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0)
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
  %11 = alloca %class.Vec*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
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
  %31 = alloca i32 (i32)*, align 8
  %32 = alloca %class.anon.15, align 1
  %33 = alloca i32, align 4
  %34 = alloca %class.anon.17, align 4
  store i32 0, i32* %1, align 4
  call void @_ZN3VecIiEC2Ev(%class.Vec* noundef nonnull align 8 dereferenceable(16) %2) #9
  store i32 1, i32* %3, align 4
  br label %35

35:                                               ; preds = %42, %0
  %36 = load i32, i32* %3, align 4
  %37 = icmp sle i32 %36, 20
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, i32* %3, align 4
  %40 = load i32, i32* %3, align 4
  %41 = mul nsw i32 %39, %40
  store i32 %41, i32* %4, align 4
  call void @_ZN3VecIiE4pushERKi(%class.Vec* noundef nonnull align 8 dereferenceable(16) %2, i32* noundef nonnull align 4 dereferenceable(4) %4)
  br label %42

42:                                               ; preds = %38
  %43 = load i32, i32* %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %3, align 4
  br label %35, !llvm.loop !4

45:                                               ; preds = %35
  store i32 3, i32* %5, align 4
  %46 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %47 = load i32, i32* %5, align 4
  store i32 %47, i32* %46, align 4
  %48 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %49 = load i32, i32* %48, align 4
  call void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(%class.Vec.0* sret(%class.Vec.0) align 8 %6, %class.Vec* noundef nonnull align 8 dereferenceable(16) %2, i32 %49)
  %50 = call noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %2)
  %51 = call noundef nonnull align 8 dereferenceable(8) double* @_ZN3VecIdEixEi(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 19)
  %52 = load double, double* %51, align 8
  %53 = getelementptr inbounds %class.anon.1, %class.anon.1* %8, i32 0, i32 0
  %54 = load i8, i8* %53, align 1
  %55 = call noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %6, double noundef 0.000000e+00, i8 %54)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), i32 noundef %50, double noundef %52, double noundef %55)
  %57 = call noundef nonnull align 8 dereferenceable(16) %class.Vec* @_Z5xmoveI3VecIiEEOT_RS2_(%class.Vec* noundef nonnull align 8 dereferenceable(16) %2)
  call void @_ZN3VecIiEC2EOS0_(%class.Vec* noundef nonnull align 8 dereferenceable(16) %9, %class.Vec* noundef nonnull align 8 dereferenceable(16) %57)
  %58 = call noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %9)
  %59 = call noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %2)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i32 noundef %58, i32 noundef %59)
  store i32 0, i32* %10, align 4
  store %class.Vec* %9, %class.Vec** %11, align 8
  %61 = load %class.Vec*, %class.Vec** %11, align 8
  %62 = call noundef i32* @_ZN3VecIiE5beginEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %61)
  store i32* %62, i32** %12, align 8
  %63 = load %class.Vec*, %class.Vec** %11, align 8
  %64 = call noundef i32* @_ZN3VecIiE3endEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %63)
  store i32* %64, i32** %13, align 8
  br label %65

65:                                               ; preds = %79, %45
  %66 = load i32*, i32** %12, align 8
  %67 = load i32*, i32** %13, align 8
  %68 = icmp ne i32* %66, %67
  br i1 %68, label %69, label %82

69:                                               ; preds = %65
  %70 = load i32*, i32** %12, align 8
  %71 = load i32, i32* %70, align 4
  store i32 %71, i32* %14, align 4
  %72 = load i32, i32* %14, align 4
  %73 = srem i32 %72, 2
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %78

75:                                               ; preds = %69
  %76 = load i32, i32* %10, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %10, align 4
  br label %78

78:                                               ; preds = %75, %69
  br label %79

79:                                               ; preds = %78
  %80 = load i32*, i32** %12, align 8
  %81 = getelementptr inbounds i32, i32* %80, i32 1
  store i32* %81, i32** %12, align 8
  br label %65

82:                                               ; preds = %65
  %83 = load i32, i32* %10, align 4
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %83)
  call void @_ZN3VecI5PointEC2Ev(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %15) #9
  store i32 0, i32* %16, align 4
  br label %85

85:                                               ; preds = %95, %82
  %86 = load i32, i32* %16, align 4
  %87 = icmp slt i32 %86, 6
  br i1 %87, label %88, label %98

88:                                               ; preds = %85
  %89 = getelementptr inbounds %struct.Point, %struct.Point* %17, i32 0, i32 0
  %90 = load i32, i32* %16, align 4
  store i32 %90, i32* %89, align 4
  %91 = getelementptr inbounds %struct.Point, %struct.Point* %17, i32 0, i32 1
  %92 = load i32, i32* %16, align 4
  %93 = sub nsw i32 0, %92
  %94 = mul nsw i32 %93, 3
  store i32 %94, i32* %91, align 4
  call void @_ZN3VecI5PointE4pushERKS0_(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %15, %struct.Point* noundef nonnull align 4 dereferenceable(8) %17)
  br label %95

95:                                               ; preds = %88
  %96 = load i32, i32* %16, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %16, align 4
  br label %85, !llvm.loop !6

98:                                               ; preds = %85
  %99 = getelementptr inbounds %class.anon.3, %class.anon.3* %19, i32 0, i32 0
  %100 = load i8, i8* %99, align 1
  %101 = call noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 0, i8 %100)
  store i32 %101, i32* %18, align 4
  %102 = load i32, i32* %18, align 4
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %102)
  %104 = bitcast %struct.Array* %20 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %104, i8 0, i64 40, i1 false)
  %105 = bitcast i8* %104 to %struct.Array*
  %106 = getelementptr inbounds %struct.Array, %struct.Array* %105, i32 0, i32 0
  %107 = getelementptr inbounds [5 x double], [5 x double]* %106, i32 0, i32 0
  store double 1.500000e+00, double* %107, align 8
  %108 = getelementptr inbounds [5 x double], [5 x double]* %106, i32 0, i32 1
  store double 2.500000e+00, double* %108, align 8
  %109 = getelementptr inbounds [5 x double], [5 x double]* %106, i32 0, i32 2
  store double 3.500000e+00, double* %109, align 8
  %110 = getelementptr inbounds [5 x double], [5 x double]* %106, i32 0, i32 3
  store double 4.500000e+00, double* %110, align 8
  %111 = getelementptr inbounds [5 x double], [5 x double]* %106, i32 0, i32 4
  store double 5.500000e+00, double* %111, align 8
  %112 = bitcast %struct.Array.5* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %112, i8* align 4 bitcast (%struct.Array.5* @__const.main.ai to i8*), i64 12, i1 false)
  %113 = call noundef double @_ZNK5ArrayIdLi5EE3sumEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %20)
  %114 = call noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %20)
  %115 = call noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %21)
  %116 = call noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %21)
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i64 0, i64 0), double noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116)
  %118 = call noundef i8* @_Z9type_nameIiEPKcv()
  %119 = call noundef i8* @_Z9type_nameIdEPKcv()
  %120 = call noundef i8* @_Z9type_nameIxEPKcv()
  %121 = call noundef i8* @_Z9type_nameIcEPKcv()
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i8* noundef %118, i8* noundef %119, i8* noundef %120, i8* noundef %121)
  %123 = call noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %124 = call noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -2.500000e+00, double noundef 2.500000e-01)
  %125 = call noundef i64 @_Z6max_ofIxJxxEET_S0_DpT0_(i64 noundef 5, i64 noundef 1099511627776, i64 noundef 3)
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i64 0, i64 0), i32 noundef %123, double noundef %124, i64 noundef %125)
  %127 = call noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef 97, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0))
  %128 = call noundef i64 @_Z5cfacti(i32 noundef 20)
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i32 noundef %127, i64 noundef %128, i64 noundef 23416728348467685)
  %130 = bitcast %struct.Alice* %22 to %struct.Greeter*
  %131 = getelementptr inbounds %struct.Alice, %struct.Alice* %22, i32 0, i32 0
  store i32 1, i32* %131, align 4
  %132 = bitcast %struct.Alice* %22 to %struct.Greeter*
  call void @_ZNK7GreeterI5AliceE5greetEv(%struct.Greeter* noundef nonnull align 1 dereferenceable(1) %132)
  %133 = bitcast %struct.Bob* %23 to %struct.Greeter.6*
  %134 = getelementptr inbounds %struct.Bob, %struct.Bob* %23, i32 0, i32 0
  store i32 2, i32* %134, align 4
  %135 = bitcast %struct.Bob* %23 to %struct.Greeter.6*
  call void @_ZNK7GreeterI3BobE5greetEv(%struct.Greeter.6* noundef nonnull align 1 dereferenceable(1) %135)
  store i32 0, i32* %24, align 4
  %136 = getelementptr inbounds %class.anon.7, %class.anon.7* %25, i32 0, i32 0
  store i32* %24, i32** %136, align 8
  %137 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(%class.anon.7* noundef nonnull align 8 dereferenceable(8) %25, i32 noundef 5)
  %138 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(%class.anon.7* noundef nonnull align 8 dereferenceable(8) %25, i32 noundef 7)
  %139 = load i32, i32* %24, align 4
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %139)
  %141 = call i32 @"_ZZ4mainENK3$_5clEi"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 10)
  %142 = getelementptr inbounds %class.anon.10, %class.anon.10* %27, i32 0, i32 0
  store i32 %141, i32* %142, align 4
  %143 = bitcast %class.anon.10* %28 to i8*
  %144 = bitcast %class.anon.10* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %143, i8* align 4 %144, i64 4, i1 false)
  %145 = getelementptr inbounds %class.anon.10, %class.anon.10* %28, i32 0, i32 0
  %146 = load i32, i32* %145, align 4
  %147 = call noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"(i32 %146, i32 noundef 5, i32 noundef 1)
  %148 = getelementptr inbounds %class.anon.11, %class.anon.11* %29, i32 0, i32 0
  %149 = load i8, i8* %148, align 1
  %150 = call noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i8 %149, i32 noundef 3, i32 noundef 3)
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i64 0, i64 0), i32 noundef %147, i32 noundef %150)
  %152 = call noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %30, i32 noundef 6, i32 noundef 7)
  %153 = call noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %30, double noundef 1.500000e+00, double noundef 2.500000e-01)
  %154 = call noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %30, i64 noundef 1048576, i64 noundef 1048576)
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i64 0, i64 0), i32 noundef %152, double noundef %153, i64 noundef %154)
  %156 = call noundef i32 (i32)* @"_ZZ4mainENK3$_7cvPFiiEEv"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) %32) #9
  store i32 (i32)* %156, i32 (i32)** %31, align 8
  %157 = load i32 (i32)*, i32 (i32)** %31, align 8
  %158 = load i32 (i32)*, i32 (i32)** %31, align 8
  %159 = call noundef i32 %158(i32 noundef 2)
  %160 = call noundef i32 %157(i32 noundef %159)
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i32 noundef %160)
  store i32 1, i32* %33, align 4
  %162 = getelementptr inbounds %class.anon.17, %class.anon.17* %34, i32 0, i32 0
  %163 = load i32, i32* %33, align 4
  store i32 %163, i32* %162, align 4
  %164 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(%class.anon.17* noundef nonnull align 4 dereferenceable(4) %34)
  %165 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(%class.anon.17* noundef nonnull align 4 dereferenceable(4) %34)
  %166 = load i32, i32* %33, align 4
  %167 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i64 0, i64 0), i32 noundef %165, i32 noundef %166)
  store i32 17, i32* %1, align 4
  call void @_ZN3VecI5PointED2Ev(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %15) #9
  call void @_ZN3VecIiED2Ev(%class.Vec* noundef nonnull align 8 dereferenceable(16) %9) #9
  call void @_ZN3VecIdED2Ev(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %6) #9
  call void @_ZN3VecIiED2Ev(%class.Vec* noundef nonnull align 8 dereferenceable(16) %2) #9
  %168 = load i32, i32* %1, align 4
  ret i32 %168
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiEC2Ev(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %2, align 8
  %3 = load %class.Vec*, %class.Vec** %2, align 8
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  store i32* null, i32** %4, align 8
  %5 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 2
  store i32 0, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiE4pushERKi(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #0 comdat align 2 {
  %3 = alloca %class.Vec*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  store %class.Vec* %0, %class.Vec** %3, align 8
  store i32* %1, i32** %4, align 8
  %8 = load %class.Vec*, %class.Vec** %3, align 8
  %9 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %63

14:                                               ; preds = %2
  %15 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 2
  %16 = load i32, i32* %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 2
  %20 = load i32, i32* %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 4, %22 ]
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = sext i32 %25 to i64
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 4)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull i8* @_Znay(i64 noundef %30) #10
  %32 = bitcast i8* %31 to i32*
  store i32* %32, i32** %6, align 8
  store i32 0, i32* %7, align 4
  br label %33

33:                                               ; preds = %49, %23
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 1
  %36 = load i32, i32* %35, align 8
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %38, label %52

38:                                               ; preds = %33
  %39 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %40 = load i32*, i32** %39, align 8
  %41 = load i32, i32* %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %40, i64 %42
  %44 = load i32, i32* %43, align 4
  %45 = load i32*, i32** %6, align 8
  %46 = load i32, i32* %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %45, i64 %47
  store i32 %44, i32* %48, align 4
  br label %49

49:                                               ; preds = %38
  %50 = load i32, i32* %7, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %7, align 4
  br label %33, !llvm.loop !7

52:                                               ; preds = %33
  %53 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %54 = load i32*, i32** %53, align 8
  %55 = icmp eq i32* %54, null
  br i1 %55, label %58, label %56

56:                                               ; preds = %52
  %57 = bitcast i32* %54 to i8*
  call void @_ZdaPv(i8* noundef %57) #11
  br label %58

58:                                               ; preds = %56, %52
  %59 = load i32*, i32** %6, align 8
  %60 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  store i32* %59, i32** %60, align 8
  %61 = load i32, i32* %5, align 4
  %62 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 2
  store i32 %61, i32* %62, align 4
  br label %63

63:                                               ; preds = %58, %2
  %64 = load i32*, i32** %4, align 8
  %65 = load i32, i32* %64, align 4
  %66 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %67 = load i32*, i32** %66, align 8
  %68 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 1
  %69 = load i32, i32* %68, align 8
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %68, align 8
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds i32, i32* %67, i64 %71
  store i32 %65, i32* %72, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(%class.Vec.0* noalias sret(%class.Vec.0) align 8 %0, %class.Vec* noundef nonnull align 8 dereferenceable(16) %1, i32 %2) #0 align 2 {
  %4 = alloca i8*, align 8
  %5 = alloca %class.anon, align 4
  %6 = alloca %class.Vec*, align 8
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = bitcast %class.Vec.0* %0 to i8*
  store i8* %10, i8** %4, align 8
  %11 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0
  store i32 %2, i32* %11, align 4
  store %class.Vec* %1, %class.Vec** %6, align 8
  %12 = load %class.Vec*, %class.Vec** %6, align 8
  store i1 false, i1* %7, align 1
  call void @_ZN3VecIdEC2Ev(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0) #9
  store i32 0, i32* %8, align 4
  br label %13

13:                                               ; preds = %26, %3
  %14 = load i32, i32* %8, align 4
  %15 = getelementptr inbounds %class.Vec, %class.Vec* %12, i32 0, i32 1
  %16 = load i32, i32* %15, align 8
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %29

18:                                               ; preds = %13
  %19 = getelementptr inbounds %class.Vec, %class.Vec* %12, i32 0, i32 0
  %20 = load i32*, i32** %19, align 8
  %21 = load i32, i32* %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %20, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = call noundef double @"_ZZ4mainENK3$_1clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %24)
  store double %25, double* %9, align 8
  call void @_ZN3VecIdE4pushERKd(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0, double* noundef nonnull align 8 dereferenceable(8) %9)
  br label %26

26:                                               ; preds = %18
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %13, !llvm.loop !8

29:                                               ; preds = %13
  store i1 true, i1* %7, align 1
  %30 = load i1, i1* %7, align 1
  br i1 %30, label %32, label %31

31:                                               ; preds = %29
  call void @_ZN3VecIdED2Ev(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0) #9
  br label %32

32:                                               ; preds = %31, %29
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %2, align 8
  %3 = load %class.Vec*, %class.Vec** %2, align 8
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZN3VecIdEixEi(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca %class.Vec.0*, align 8
  %4 = alloca i32, align 4
  store %class.Vec.0* %0, %class.Vec.0** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.Vec.0*, %class.Vec.0** %3, align 8
  %6 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %5, i32 0, i32 0
  %7 = load double*, double** %6, align 8
  %8 = load i32, i32* %4, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, double* %7, i64 %9
  ret double* %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, i8 %2) #0 align 2 {
  %4 = alloca %class.anon.1, align 1
  %5 = alloca %class.Vec.0*, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.1, %class.anon.1* %4, i32 0, i32 0
  store i8 %2, i8* %8, align 1
  store %class.Vec.0* %0, %class.Vec.0** %5, align 8
  store double %1, double* %6, align 8
  %9 = load %class.Vec.0*, %class.Vec.0** %5, align 8
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %24, %3
  %11 = load i32, i32* %7, align 4
  %12 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %9, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %10
  %16 = load double, double* %6, align 8
  %17 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %9, i32 0, i32 0
  %18 = load double*, double** %17, align 8
  %19 = load i32, i32* %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, double* %18, i64 %20
  %22 = load double, double* %21, align 8
  %23 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %4, double noundef %16, double noundef %22)
  store double %23, double* %6, align 8
  br label %24

24:                                               ; preds = %15
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %10, !llvm.loop !9

27:                                               ; preds = %10
  %28 = load double, double* %6, align 8
  ret double %28
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) %class.Vec* @_Z5xmoveI3VecIiEEOT_RS2_(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %2, align 8
  %3 = load %class.Vec*, %class.Vec** %2, align 8
  ret %class.Vec* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiEC2EOS0_(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0, %class.Vec* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %class.Vec*, align 8
  %4 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %3, align 8
  store %class.Vec* %1, %class.Vec** %4, align 8
  %5 = load %class.Vec*, %class.Vec** %3, align 8
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 0
  %7 = load %class.Vec*, %class.Vec** %4, align 8
  %8 = getelementptr inbounds %class.Vec, %class.Vec* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 8
  store i32* %9, i32** %6, align 8
  %10 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 1
  %11 = load %class.Vec*, %class.Vec** %4, align 8
  %12 = getelementptr inbounds %class.Vec, %class.Vec* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  store i32 %13, i32* %10, align 8
  %14 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 2
  %15 = load %class.Vec*, %class.Vec** %4, align 8
  %16 = getelementptr inbounds %class.Vec, %class.Vec* %15, i32 0, i32 2
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %14, align 4
  %18 = load %class.Vec*, %class.Vec** %4, align 8
  %19 = getelementptr inbounds %class.Vec, %class.Vec* %18, i32 0, i32 0
  store i32* null, i32** %19, align 8
  %20 = load %class.Vec*, %class.Vec** %4, align 8
  %21 = getelementptr inbounds %class.Vec, %class.Vec* %20, i32 0, i32 2
  store i32 0, i32* %21, align 4
  %22 = load %class.Vec*, %class.Vec** %4, align 8
  %23 = getelementptr inbounds %class.Vec, %class.Vec* %22, i32 0, i32 1
  store i32 0, i32* %23, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZN3VecIiE5beginEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %2, align 8
  %3 = load %class.Vec*, %class.Vec** %2, align 8
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  ret i32* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZN3VecIiE3endEv(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %2, align 8
  %3 = load %class.Vec*, %class.Vec** %2, align 8
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  %7 = load i32, i32* %6, align 8
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %5, i64 %8
  ret i32* %9
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecI5PointEC2Ev(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.2*, align 8
  store %class.Vec.2* %0, %class.Vec.2** %2, align 8
  %3 = load %class.Vec.2*, %class.Vec.2** %2, align 8
  %4 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 0
  store %struct.Point* null, %struct.Point** %4, align 8
  %5 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  %6 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 2
  store i32 0, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecI5PointE4pushERKS0_(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Point* noundef nonnull align 4 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca %class.Vec.2*, align 8
  %4 = alloca %struct.Point*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point*, align 8
  %7 = alloca i32, align 4
  store %class.Vec.2* %0, %class.Vec.2** %3, align 8
  store %struct.Point* %1, %struct.Point** %4, align 8
  %8 = load %class.Vec.2*, %class.Vec.2** %3, align 8
  %9 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %64

14:                                               ; preds = %2
  %15 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 2
  %16 = load i32, i32* %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 2
  %20 = load i32, i32* %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 4, %22 ]
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = sext i32 %25 to i64
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 8)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull i8* @_Znay(i64 noundef %30) #10
  %32 = bitcast i8* %31 to %struct.Point*
  store %struct.Point* %32, %struct.Point** %6, align 8
  store i32 0, i32* %7, align 4
  br label %33

33:                                               ; preds = %50, %23
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 1
  %36 = load i32, i32* %35, align 8
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %38, label %53

38:                                               ; preds = %33
  %39 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %40 = load %struct.Point*, %struct.Point** %39, align 8
  %41 = load i32, i32* %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.Point, %struct.Point* %40, i64 %42
  %44 = load %struct.Point*, %struct.Point** %6, align 8
  %45 = load i32, i32* %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.Point, %struct.Point* %44, i64 %46
  %48 = bitcast %struct.Point* %47 to i8*
  %49 = bitcast %struct.Point* %43 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %48, i8* align 4 %49, i64 8, i1 false)
  br label %50

50:                                               ; preds = %38
  %51 = load i32, i32* %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %7, align 4
  br label %33, !llvm.loop !10

53:                                               ; preds = %33
  %54 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %55 = load %struct.Point*, %struct.Point** %54, align 8
  %56 = icmp eq %struct.Point* %55, null
  br i1 %56, label %59, label %57

57:                                               ; preds = %53
  %58 = bitcast %struct.Point* %55 to i8*
  call void @_ZdaPv(i8* noundef %58) #11
  br label %59

59:                                               ; preds = %57, %53
  %60 = load %struct.Point*, %struct.Point** %6, align 8
  %61 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  store %struct.Point* %60, %struct.Point** %61, align 8
  %62 = load i32, i32* %5, align 4
  %63 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 2
  store i32 %62, i32* %63, align 4
  br label %64

64:                                               ; preds = %59, %2
  %65 = load %struct.Point*, %struct.Point** %4, align 8
  %66 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %67 = load %struct.Point*, %struct.Point** %66, align 8
  %68 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 1
  %69 = load i32, i32* %68, align 8
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %68, align 8
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds %struct.Point, %struct.Point* %67, i64 %71
  %73 = bitcast %struct.Point* %72 to i8*
  %74 = bitcast %struct.Point* %65 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %73, i8* align 4 %74, i64 8, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i8 %2) #0 align 2 {
  %4 = alloca %class.anon.3, align 1
  %5 = alloca %class.Vec.2*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %4, i32 0, i32 0
  store i8 %2, i8* %8, align 1
  store %class.Vec.2* %0, %class.Vec.2** %5, align 8
  store i32 %1, i32* %6, align 4
  %9 = load %class.Vec.2*, %class.Vec.2** %5, align 8
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, i32* %7, align 4
  %12 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %9, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %10
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %9, i32 0, i32 0
  %18 = load %struct.Point*, %struct.Point** %17, align 8
  %19 = load i32, i32* %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.Point, %struct.Point* %18, i64 %20
  %22 = call noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %16, %struct.Point* noundef nonnull align 4 dereferenceable(8) %21)
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %15
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  br label %10, !llvm.loop !11

26:                                               ; preds = %10
  %27 = load i32, i32* %6, align 4
  ret i32 %27
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK5ArrayIdLi5EE3sumEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %2, align 8
  %5 = load %struct.Array*, %struct.Array** %2, align 8
  store double 0.000000e+00, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x double], [5 x double]* %10, i64 0, i64 %12
  %14 = load double, double* %13, align 8
  %15 = load double, double* %3, align 8
  %16 = fadd double %15, %14
  store double %16, double* %3, align 8
  br label %17

17:                                               ; preds = %9
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %6, !llvm.loop !12

20:                                               ; preds = %6
  %21 = load double, double* %3, align 8
  ret double %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array*, align 8
  store %struct.Array* %0, %struct.Array** %2, align 8
  %3 = load %struct.Array*, %struct.Array** %2, align 8
  ret i32 5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array.5*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store %struct.Array.5* %0, %struct.Array.5** %2, align 8
  %5 = load %struct.Array.5*, %struct.Array.5** %2, align 8
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array.5, %struct.Array.5* %5, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x i32], [3 x i32]* %10, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, i32* %3, align 4
  br label %17

17:                                               ; preds = %9
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %6, !llvm.loop !13

20:                                               ; preds = %6
  %21 = load i32, i32* %3, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array.5*, align 8
  store %struct.Array.5* %0, %struct.Array.5** %2, align 8
  %3 = load %struct.Array.5*, %struct.Array.5** %2, align 8
  ret i32 3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z9type_nameIcEPKcv() #0 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %8, align 4
  %13 = call noundef i32 @_Z6max_ofIiJiiEET_S0_DpT0_(i32 noundef %10, i32 noundef %11, i32 noundef %12)
  store i32 %13, i32* %9, align 4
  %14 = load i32, i32* %5, align 4
  %15 = load i32, i32* %9, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %4
  %18 = load i32, i32* %5, align 4
  br label %21

19:                                               ; preds = %4
  %20 = load i32, i32* %9, align 4
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
  store double %0, double* %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = call noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %8, double noundef %9)
  store double %10, double* %7, align 8
  %11 = load double, double* %4, align 8
  %12 = load double, double* %7, align 8
  %13 = fcmp ogt double %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load double, double* %4, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load double, double* %7, align 8
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
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %8 = load i64, i64* %5, align 8
  %9 = load i64, i64* %6, align 8
  %10 = call noundef i64 @_Z6max_ofIxJxEET_S0_DpT0_(i64 noundef %8, i64 noundef %9)
  store i64 %10, i64* %7, align 8
  %11 = load i64, i64* %4, align 8
  %12 = load i64, i64* %7, align 8
  %13 = icmp sgt i64 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i64, i64* %4, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load i64, i64* %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i64 [ %15, %14 ], [ %17, %16 ]
  ret i64 %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef %1, double noundef %2, i8* noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 8
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store double %2, double* %7, align 8
  store i8* %3, i8** %8, align 8
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z5cfacti(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sle i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sext i32 %7 to i64
  %9 = load i32, i32* %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call noundef i64 @_Z5cfacti(i32 noundef %10)
  %12 = mul i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 1, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK7GreeterI5AliceE5greetEv(%struct.Greeter* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca %struct.Greeter*, align 8
  store %struct.Greeter* %0, %struct.Greeter** %2, align 8
  %3 = load %struct.Greeter*, %struct.Greeter** %2, align 8
  %4 = bitcast %struct.Greeter* %3 to %struct.Alice*
  %5 = call noundef i8* @_ZNK5Alice4nameEv(%struct.Alice* noundef nonnull align 4 dereferenceable(4) %4)
  %6 = bitcast %struct.Greeter* %3 to %struct.Alice*
  %7 = getelementptr inbounds %struct.Alice, %struct.Alice* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef %5, i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK7GreeterI3BobE5greetEv(%struct.Greeter.6* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca %struct.Greeter.6*, align 8
  store %struct.Greeter.6* %0, %struct.Greeter.6** %2, align 8
  %3 = load %struct.Greeter.6*, %struct.Greeter.6** %2, align 8
  %4 = bitcast %struct.Greeter.6* %3 to %struct.Bob*
  %5 = call noundef i8* @_ZNK3Bob4nameEv(%struct.Bob* noundef nonnull align 4 dereferenceable(4) %4)
  %6 = bitcast %struct.Greeter.6* %3 to %struct.Bob*
  %7 = getelementptr inbounds %struct.Bob, %struct.Bob* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef %5, i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_4clEi"(%class.anon.7* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.7*, align 8
  %4 = alloca i32, align 4
  store %class.anon.7* %0, %class.anon.7** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.7*, %class.anon.7** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.7, %class.anon.7* %5, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, %6
  store i32 %10, i32* %8, align 4
  %11 = getelementptr inbounds %class.anon.7, %class.anon.7* %5, i32 0, i32 0
  %12 = load i32*, i32** %11, align 8
  %13 = load i32, i32* %12, align 4
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal i32 @"_ZZ4mainENK3$_5clEi"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.10, align 4
  %4 = alloca %class.anon.8*, align 8
  %5 = alloca i32, align 4
  store %class.anon.8* %0, %class.anon.8** %4, align 8
  store i32 %1, i32* %5, align 4
  %6 = load %class.anon.8*, %class.anon.8** %4, align 8
  %7 = getelementptr inbounds %class.anon.10, %class.anon.10* %3, i32 0, i32 0
  %8 = load i32, i32* %5, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %class.anon.10, %class.anon.10* %3, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"(i32 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.10, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.10, %class.anon.10* %4, i32 0, i32 0
  store i32 %0, i32* %7, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* %5, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, i32* %6, align 4
  %14 = call noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(%class.anon.10* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %13)
  store i32 %14, i32* %6, align 4
  br label %8, !llvm.loop !14

15:                                               ; preds = %8
  %16 = load i32, i32* %6, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i8 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.11, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.11, %class.anon.11* %4, i32 0, i32 0
  store i8 %0, i8* %7, align 1
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* %5, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, i32* %6, align 4
  %14 = call noundef i32 @"_ZZ4mainENK3$_6clEi"(%class.anon.11* noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %13)
  store i32 %14, i32* %6, align 4
  br label %8, !llvm.loop !15

15:                                               ; preds = %8
  %16 = load i32, i32* %6, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca %class.anon.13*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.13* %0, %class.anon.13** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon.13*, %class.anon.13** %4, align 8
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = mul nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca %class.anon.13*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.13* %0, %class.anon.13** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.13*, %class.anon.13** %4, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #0 align 2 {
  %4 = alloca %class.anon.13*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store %class.anon.13* %0, %class.anon.13** %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %7 = load %class.anon.13*, %class.anon.13** %4, align 8
  %8 = load i64, i64* %5, align 8
  %9 = load i64, i64* %6, align 8
  %10 = mul nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_7cvPFiiEEv"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca %class.anon.15*, align 8
  store %class.anon.15* %0, %class.anon.15** %2, align 8
  %3 = load %class.anon.15*, %class.anon.15** %2, align 8
  ret i32 (i32)* @"_ZZ4mainEN3$_78__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_8clEv"(%class.anon.17* noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca %class.anon.17*, align 8
  store %class.anon.17* %0, %class.anon.17** %2, align 8
  %3 = load %class.anon.17*, %class.anon.17** %2, align 8
  %4 = getelementptr inbounds %class.anon.17, %class.anon.17* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.17, %class.anon.17* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecI5PointED2Ev(%class.Vec.2* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.2*, align 8
  store %class.Vec.2* %0, %class.Vec.2** %2, align 8
  %3 = load %class.Vec.2*, %class.Vec.2** %2, align 8
  %4 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 0
  %5 = load %struct.Point*, %struct.Point** %4, align 8
  %6 = icmp eq %struct.Point* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = bitcast %struct.Point* %5 to i8*
  call void @_ZdaPv(i8* noundef %8) #11
  br label %9

9:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIiED2Ev(%class.Vec* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec*, align 8
  store %class.Vec* %0, %class.Vec** %2, align 8
  %3 = load %class.Vec*, %class.Vec** %2, align 8
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = icmp eq i32* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = bitcast i32* %5 to i8*
  call void @_ZdaPv(i8* noundef %8) #11
  br label %9

9:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIdED2Ev(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.0*, align 8
  store %class.Vec.0* %0, %class.Vec.0** %2, align 8
  %3 = load %class.Vec.0*, %class.Vec.0** %2, align 8
  %4 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 0
  %5 = load double*, double** %4, align 8
  %6 = icmp eq double* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = bitcast double* %5 to i8*
  call void @_ZdaPv(i8* noundef %8) #11
  br label %9

9:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_78__invokeEi"(i32 noundef %0) #2 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_7clEi"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_7clEi"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.15*, align 8
  %4 = alloca i32, align 4
  store %class.anon.15* %0, %class.anon.15** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.15*, %class.anon.15** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(i8* noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znay(i64 noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIdEC2Ev(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.0*, align 8
  store %class.Vec.0* %0, %class.Vec.0** %2, align 8
  %3 = load %class.Vec.0*, %class.Vec.0** %2, align 8
  %4 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 0
  store double* null, double** %4, align 8
  %5 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  %6 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 2
  store i32 0, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VecIdE4pushERKd(%class.Vec.0* noundef nonnull align 8 dereferenceable(16) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca %class.Vec.0*, align 8
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  store %class.Vec.0* %0, %class.Vec.0** %3, align 8
  store double* %1, double** %4, align 8
  %8 = load %class.Vec.0*, %class.Vec.0** %3, align 8
  %9 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %63

14:                                               ; preds = %2
  %15 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 2
  %16 = load i32, i32* %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 2
  %20 = load i32, i32* %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi i32 [ %21, %18 ], [ 4, %22 ]
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = sext i32 %25 to i64
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 8)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull i8* @_Znay(i64 noundef %30) #10
  %32 = bitcast i8* %31 to double*
  store double* %32, double** %6, align 8
  store i32 0, i32* %7, align 4
  br label %33

33:                                               ; preds = %49, %23
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 1
  %36 = load i32, i32* %35, align 8
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %38, label %52

38:                                               ; preds = %33
  %39 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %40 = load double*, double** %39, align 8
  %41 = load i32, i32* %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, double* %40, i64 %42
  %44 = load double, double* %43, align 8
  %45 = load double*, double** %6, align 8
  %46 = load i32, i32* %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, double* %45, i64 %47
  store double %44, double* %48, align 8
  br label %49

49:                                               ; preds = %38
  %50 = load i32, i32* %7, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %7, align 4
  br label %33, !llvm.loop !16

52:                                               ; preds = %33
  %53 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %54 = load double*, double** %53, align 8
  %55 = icmp eq double* %54, null
  br i1 %55, label %58, label %56

56:                                               ; preds = %52
  %57 = bitcast double* %54 to i8*
  call void @_ZdaPv(i8* noundef %57) #11
  br label %58

58:                                               ; preds = %56, %52
  %59 = load double*, double** %6, align 8
  %60 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  store double* %59, double** %60, align 8
  %61 = load i32, i32* %5, align 4
  %62 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 2
  store i32 %61, i32* %62, align 4
  br label %63

63:                                               ; preds = %58, %2
  %64 = load double*, double** %4, align 8
  %65 = load double, double* %64, align 8
  %66 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %67 = load double*, double** %66, align 8
  %68 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 1
  %69 = load i32, i32* %68, align 8
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %68, align 8
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds double, double* %67, i64 %71
  store double %65, double* %72, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_1clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = sitofp i32 %6 to double
  %8 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = sitofp i32 %9 to double
  %11 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %7, double %10)
  ret double %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca %class.anon.1*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.1*, %class.anon.1** %4, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, %struct.Point* noundef nonnull align 4 dereferenceable(8) %2) #0 align 2 {
  %4 = alloca %class.anon.3*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point*, align 8
  store %class.anon.3* %0, %class.anon.3** %4, align 8
  store i32 %1, i32* %5, align 4
  store %struct.Point* %2, %struct.Point** %6, align 8
  %7 = load %class.anon.3*, %class.anon.3** %4, align 8
  %8 = load i32, i32* %5, align 4
  %9 = load %struct.Point*, %struct.Point** %6, align 8
  %10 = getelementptr inbounds %struct.Point, %struct.Point* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load %struct.Point*, %struct.Point** %6, align 8
  %15 = getelementptr inbounds %struct.Point, %struct.Point* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = sub nsw i32 0, %16
  br label %22

18:                                               ; preds = %3
  %19 = load %struct.Point*, %struct.Point** %6, align 8
  %20 = getelementptr inbounds %struct.Point, %struct.Point* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  br label %22

22:                                               ; preds = %18, %13
  %23 = phi i32 [ %17, %13 ], [ %21, %18 ]
  %24 = add nsw i32 %8, %23
  %25 = load %struct.Point*, %struct.Point** %6, align 8
  %26 = getelementptr inbounds %struct.Point, %struct.Point* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = load %struct.Point*, %struct.Point** %6, align 8
  %31 = getelementptr inbounds %struct.Point, %struct.Point* %30, i32 0, i32 1
  %32 = load i32, i32* %31, align 4
  %33 = sub nsw i32 0, %32
  br label %38

34:                                               ; preds = %22
  %35 = load %struct.Point*, %struct.Point** %6, align 8
  %36 = getelementptr inbounds %struct.Point, %struct.Point* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
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
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = call noundef i32 @_Z6max_ofIiJiEET_S0_DpT0_(i32 noundef %8, i32 noundef %9)
  store i32 %10, i32* %7, align 4
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %7, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, i32* %4, align 4
  br label %18

16:                                               ; preds = %3
  %17 = load i32, i32* %7, align 4
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
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %6)
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, i32* %3, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdJdEET_S0_DpT0_(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %6 = load double, double* %4, align 8
  %7 = call noundef double @_Z6max_ofIdET_S0_(double noundef %6)
  store double %7, double* %5, align 8
  %8 = load double, double* %3, align 8
  %9 = load double, double* %5, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load double, double* %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load double, double* %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z6max_ofIxJxEET_S0_DpT0_(i64 noundef %0, i64 noundef %1) #0 comdat {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i64, i64* %4, align 8
  %7 = call noundef i64 @_Z6max_ofIxET_S0_(i64 noundef %6)
  store i64 %7, i64* %5, align 8
  %8 = load i64, i64* %3, align 8
  %9 = load i64, i64* %5, align 8
  %10 = icmp sgt i64 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load i64, i64* %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i64 [ %12, %11 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z6max_ofIxET_S0_(i64 noundef %0) #0 comdat {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Alice4nameEv(%struct.Alice* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Alice*, align 8
  store %struct.Alice* %0, %struct.Alice** %2, align 8
  %3 = load %struct.Alice*, %struct.Alice** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK3Bob4nameEv(%struct.Bob* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Bob*, align 8
  store %struct.Bob* %0, %struct.Bob** %2, align 8
  %3 = load %struct.Bob*, %struct.Bob** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(%class.anon.10* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.10*, align 8
  %4 = alloca i32, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.10*, %class.anon.10** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.10, %class.anon.10* %5, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_6clEi"(%class.anon.11* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.11*, align 8
  %4 = alloca i32, align 4
  store %class.anon.11* %0, %class.anon.11** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.11*, %class.anon.11** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = mul nsw i32 %6, %7
  ret i32 %8
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
