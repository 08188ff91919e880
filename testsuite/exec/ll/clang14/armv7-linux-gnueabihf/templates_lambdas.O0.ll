; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @_Z9type_nameIiEPKcv() #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @_Z9type_nameIdEPKcv() #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @_Z9type_nameIxEPKcv() #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone
define dso_local noundef i32 @main() #1 {
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
  %11 = alloca %class.Vec*, align 4
  %12 = alloca i32*, align 4
  %13 = alloca i32*, align 4
  %14 = alloca i32, align 4
  %15 = alloca %class.Vec.2, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.Point, align 4
  %18 = alloca i32, align 4
  %19 = alloca %class.anon.3, align 1
  %20 = alloca %struct.Array, align 8
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
  %31 = alloca i32 (i32)*, align 4
  %32 = alloca %class.anon.15, align 1
  %33 = alloca i32, align 4
  %34 = alloca %class.anon.17, align 4
  store i32 0, i32* %1, align 4
  %35 = call noundef %class.Vec* @_ZN3VecIiEC2Ev(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2) #9
  store i32 1, i32* %3, align 4
  br label %36

36:                                               ; preds = %43, %0
  %37 = load i32, i32* %3, align 4
  %38 = icmp sle i32 %37, 20
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = load i32, i32* %3, align 4
  %41 = load i32, i32* %3, align 4
  %42 = mul nsw i32 %40, %41
  store i32 %42, i32* %4, align 4
  call void @_ZN3VecIiE4pushERKi(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2, i32* noundef nonnull align 4 dereferenceable(4) %4)
  br label %43

43:                                               ; preds = %39
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %36, !llvm.loop !10

46:                                               ; preds = %36
  store i32 3, i32* %5, align 4
  %47 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %48 = load i32, i32* %5, align 4
  store i32 %48, i32* %47, align 4
  %49 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %50 = bitcast i32* %49 to [1 x i32]*
  %51 = load [1 x i32], [1 x i32]* %50, align 4
  call void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(%class.Vec.0* sret(%class.Vec.0) align 4 %6, %class.Vec* noundef nonnull align 4 dereferenceable(12) %2, [1 x i32] %51)
  %52 = call noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2)
  %53 = call noundef nonnull align 8 dereferenceable(8) double* @_ZN3VecIdEixEi(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 19)
  %54 = load double, double* %53, align 8
  %55 = call noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %6, double noundef 0.000000e+00)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i32 0, i32 0), i32 noundef %52, double noundef %54, double noundef %55)
  %57 = call noundef nonnull align 4 dereferenceable(12) %class.Vec* @_Z5xmoveI3VecIiEEOT_RS2_(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2)
  %58 = call noundef %class.Vec* @_ZN3VecIiEC2EOS0_(%class.Vec* noundef nonnull align 4 dereferenceable(12) %9, %class.Vec* noundef nonnull align 4 dereferenceable(12) %57)
  %59 = call noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %9)
  %60 = call noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2)
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef %59, i32 noundef %60)
  store i32 0, i32* %10, align 4
  store %class.Vec* %9, %class.Vec** %11, align 4
  %62 = load %class.Vec*, %class.Vec** %11, align 4
  %63 = call noundef i32* @_ZN3VecIiE5beginEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %62)
  store i32* %63, i32** %12, align 4
  %64 = load %class.Vec*, %class.Vec** %11, align 4
  %65 = call noundef i32* @_ZN3VecIiE3endEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %64)
  store i32* %65, i32** %13, align 4
  br label %66

66:                                               ; preds = %80, %46
  %67 = load i32*, i32** %12, align 4
  %68 = load i32*, i32** %13, align 4
  %69 = icmp ne i32* %67, %68
  br i1 %69, label %70, label %83

70:                                               ; preds = %66
  %71 = load i32*, i32** %12, align 4
  %72 = load i32, i32* %71, align 4
  store i32 %72, i32* %14, align 4
  %73 = load i32, i32* %14, align 4
  %74 = srem i32 %73, 2
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %79

76:                                               ; preds = %70
  %77 = load i32, i32* %10, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %10, align 4
  br label %79

79:                                               ; preds = %76, %70
  br label %80

80:                                               ; preds = %79
  %81 = load i32*, i32** %12, align 4
  %82 = getelementptr inbounds i32, i32* %81, i32 1
  store i32* %82, i32** %12, align 4
  br label %66

83:                                               ; preds = %66
  %84 = load i32, i32* %10, align 4
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %84)
  %86 = call noundef %class.Vec.2* @_ZN3VecI5PointEC2Ev(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15) #9
  store i32 0, i32* %16, align 4
  br label %87

87:                                               ; preds = %97, %83
  %88 = load i32, i32* %16, align 4
  %89 = icmp slt i32 %88, 6
  br i1 %89, label %90, label %100

90:                                               ; preds = %87
  %91 = getelementptr inbounds %struct.Point, %struct.Point* %17, i32 0, i32 0
  %92 = load i32, i32* %16, align 4
  store i32 %92, i32* %91, align 4
  %93 = getelementptr inbounds %struct.Point, %struct.Point* %17, i32 0, i32 1
  %94 = load i32, i32* %16, align 4
  %95 = sub nsw i32 0, %94
  %96 = mul nsw i32 %95, 3
  store i32 %96, i32* %93, align 4
  call void @_ZN3VecI5PointE4pushERKS0_(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15, %struct.Point* noundef nonnull align 4 dereferenceable(8) %17)
  br label %97

97:                                               ; preds = %90
  %98 = load i32, i32* %16, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %16, align 4
  br label %87, !llvm.loop !12

100:                                              ; preds = %87
  %101 = call noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15, i32 noundef 0)
  store i32 %101, i32* %18, align 4
  %102 = load i32, i32* %18, align 4
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i32 0, i32 0), i32 noundef %102)
  %104 = bitcast %struct.Array* %20 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %104, i8 0, i32 40, i1 false)
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
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %112, i8* align 4 bitcast (%struct.Array.5* @__const.main.ai to i8*), i32 12, i1 false)
  %113 = call noundef double @_ZNK5ArrayIdLi5EE3sumEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %20)
  %114 = call noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %20)
  %115 = call noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %21)
  %116 = call noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %21)
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), double noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116)
  %118 = call noundef i8* @_Z9type_nameIiEPKcv()
  %119 = call noundef i8* @_Z9type_nameIdEPKcv()
  %120 = call noundef i8* @_Z9type_nameIxEPKcv()
  %121 = call noundef i8* @_Z9type_nameIcEPKcv()
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i8* noundef %118, i8* noundef %119, i8* noundef %120, i8* noundef %121)
  %123 = call noundef i32 @_Z6max_ofIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %124 = call noundef double @_Z6max_ofIdJddEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -2.500000e+00, double noundef 2.500000e-01)
  %125 = call noundef i64 @_Z6max_ofIxJxxEET_S0_DpT0_(i64 noundef 5, i64 noundef 1099511627776, i64 noundef 3)
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef %123, double noundef %124, i64 noundef %125)
  %127 = call noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef zeroext 97, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i32 0, i32 0))
  %128 = call noundef i64 @_Z5cfacti(i32 noundef 20)
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i32 0, i32 0), i32 noundef %127, i64 noundef %128, i64 noundef 23416728348467685)
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
  store i32* %24, i32** %136, align 4
  %137 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(%class.anon.7* noundef nonnull align 4 dereferenceable(4) %25, i32 noundef 5)
  %138 = call noundef i32 @"_ZZ4mainENK3$_4clEi"(%class.anon.7* noundef nonnull align 4 dereferenceable(4) %25, i32 noundef 7)
  %139 = load i32, i32* %24, align 4
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i32 noundef %139)
  %141 = call i32 @"_ZZ4mainENK3$_5clEi"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 10)
  %142 = getelementptr inbounds %class.anon.10, %class.anon.10* %27, i32 0, i32 0
  store i32 %141, i32* %142, align 4
  %143 = bitcast %class.anon.10* %28 to i8*
  %144 = bitcast %class.anon.10* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %143, i8* align 4 %144, i32 4, i1 false)
  %145 = getelementptr inbounds %class.anon.10, %class.anon.10* %28, i32 0, i32 0
  %146 = bitcast i32* %145 to [1 x i32]*
  %147 = load [1 x i32], [1 x i32]* %146, align 4
  %148 = call noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"([1 x i32] %147, i32 noundef 5, i32 noundef 1)
  %149 = call noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i32 noundef 3, i32 noundef 3)
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i32 0, i32 0), i32 noundef %148, i32 noundef %149)
  %151 = call noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %30, i32 noundef 6, i32 noundef 7)
  %152 = call noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %30, double noundef 1.500000e+00, double noundef 2.500000e-01)
  %153 = call noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %30, i64 noundef 1048576, i64 noundef 1048576)
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i32 0, i32 0), i32 noundef %151, double noundef %152, i64 noundef %153)
  %155 = call noundef i32 (i32)* @"_ZZ4mainENK3$_7cvPFiiEEv"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) %32) #9
  store i32 (i32)* %155, i32 (i32)** %31, align 4
  %156 = load i32 (i32)*, i32 (i32)** %31, align 4
  %157 = load i32 (i32)*, i32 (i32)** %31, align 4
  %158 = call noundef i32 %157(i32 noundef 2)
  %159 = call noundef i32 %156(i32 noundef %158)
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i32 0, i32 0), i32 noundef %159)
  store i32 1, i32* %33, align 4
  %161 = getelementptr inbounds %class.anon.17, %class.anon.17* %34, i32 0, i32 0
  %162 = load i32, i32* %33, align 4
  store i32 %162, i32* %161, align 4
  %163 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(%class.anon.17* noundef nonnull align 4 dereferenceable(4) %34)
  %164 = call noundef i32 @"_ZZ4mainEN3$_8clEv"(%class.anon.17* noundef nonnull align 4 dereferenceable(4) %34)
  %165 = load i32, i32* %33, align 4
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i32 0, i32 0), i32 noundef %164, i32 noundef %165)
  store i32 17, i32* %1, align 4
  %167 = call noundef %class.Vec.2* @_ZN3VecI5PointED2Ev(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15) #9
  %168 = call noundef %class.Vec* @_ZN3VecIiED2Ev(%class.Vec* noundef nonnull align 4 dereferenceable(12) %9) #9
  %169 = call noundef %class.Vec.0* @_ZN3VecIdED2Ev(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %6) #9
  %170 = call noundef %class.Vec* @_ZN3VecIiED2Ev(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2) #9
  %171 = load i32, i32* %1, align 4
  ret i32 %171
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec* @_ZN3VecIiEC2Ev(%class.Vec* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  store i32* null, i32** %4, align 4
  %5 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 2
  store i32 0, i32* %6, align 4
  ret %class.Vec* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3VecIiE4pushERKi(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #0 comdat align 2 {
  %3 = alloca %class.Vec*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  store %class.Vec* %0, %class.Vec** %3, align 4
  store i32* %1, i32** %4, align 4
  %8 = load %class.Vec*, %class.Vec** %3, align 4
  %9 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %60

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
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %25, i32 4)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = call noalias noundef nonnull i8* @_Znaj(i32 noundef %29) #10
  %31 = bitcast i8* %30 to i32*
  store i32* %31, i32** %6, align 4
  store i32 0, i32* %7, align 4
  br label %32

32:                                               ; preds = %46, %23
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = icmp slt i32 %33, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %32
  %38 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %39 = load i32*, i32** %38, align 4
  %40 = load i32, i32* %7, align 4
  %41 = getelementptr inbounds i32, i32* %39, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = load i32*, i32** %6, align 4
  %44 = load i32, i32* %7, align 4
  %45 = getelementptr inbounds i32, i32* %43, i32 %44
  store i32 %42, i32* %45, align 4
  br label %46

46:                                               ; preds = %37
  %47 = load i32, i32* %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %7, align 4
  br label %32, !llvm.loop !13

49:                                               ; preds = %32
  %50 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %51 = load i32*, i32** %50, align 4
  %52 = icmp eq i32* %51, null
  br i1 %52, label %55, label %53

53:                                               ; preds = %49
  %54 = bitcast i32* %51 to i8*
  call void @_ZdaPv(i8* noundef %54) #11
  br label %55

55:                                               ; preds = %53, %49
  %56 = load i32*, i32** %6, align 4
  %57 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  store i32* %56, i32** %57, align 4
  %58 = load i32, i32* %5, align 4
  %59 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 2
  store i32 %58, i32* %59, align 4
  br label %60

60:                                               ; preds = %55, %2
  %61 = load i32*, i32** %4, align 4
  %62 = load i32, i32* %61, align 4
  %63 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %64 = load i32*, i32** %63, align 4
  %65 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %65, align 4
  %68 = getelementptr inbounds i32, i32* %64, i32 %66
  store i32 %62, i32* %68, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"(%class.Vec.0* noalias sret(%class.Vec.0) align 4 %0, %class.Vec* noundef nonnull align 4 dereferenceable(12) %1, [1 x i32] %2) #0 align 2 {
  %4 = alloca i8*, align 4
  %5 = alloca %class.anon, align 4
  %6 = alloca %class.Vec*, align 4
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = bitcast %class.Vec.0* %0 to i8*
  store i8* %10, i8** %4, align 4
  %11 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0
  %12 = bitcast i32* %11 to [1 x i32]*
  store [1 x i32] %2, [1 x i32]* %12, align 4
  store %class.Vec* %1, %class.Vec** %6, align 4
  %13 = load %class.Vec*, %class.Vec** %6, align 4
  store i1 false, i1* %7, align 1
  %14 = call noundef %class.Vec.0* @_ZN3VecIdEC2Ev(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0) #9
  store i32 0, i32* %8, align 4
  br label %15

15:                                               ; preds = %27, %3
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds %class.Vec, %class.Vec* %13, i32 0, i32 1
  %18 = load i32, i32* %17, align 4
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %15
  %21 = getelementptr inbounds %class.Vec, %class.Vec* %13, i32 0, i32 0
  %22 = load i32*, i32** %21, align 4
  %23 = load i32, i32* %8, align 4
  %24 = getelementptr inbounds i32, i32* %22, i32 %23
  %25 = load i32, i32* %24, align 4
  %26 = call noundef double @"_ZZ4mainENK3$_1clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %25)
  store double %26, double* %9, align 8
  call void @_ZN3VecIdE4pushERKd(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, double* noundef nonnull align 8 dereferenceable(8) %9)
  br label %27

27:                                               ; preds = %20
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %15, !llvm.loop !14

30:                                               ; preds = %15
  store i1 true, i1* %7, align 1
  %31 = load i1, i1* %7, align 1
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = call noundef %class.Vec.0* @_ZN3VecIdED2Ev(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0) #9
  br label %34

34:                                               ; preds = %32, %30
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK3VecIiE4sizeEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZN3VecIdEixEi(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca %class.Vec.0*, align 4
  %4 = alloca i32, align 4
  store %class.Vec.0* %0, %class.Vec.0** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.Vec.0*, %class.Vec.0** %3, align 4
  %6 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %5, i32 0, i32 0
  %7 = load double*, double** %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = getelementptr inbounds double, double* %7, i32 %8
  ret double* %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZNK3VecIdE4foldIZ4mainE3$_2dEET0_S3_T_"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1) #0 align 2 {
  %3 = alloca %class.anon.1, align 1
  %4 = alloca %class.Vec.0*, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store %class.Vec.0* %0, %class.Vec.0** %4, align 4
  store double %1, double* %5, align 8
  %7 = load %class.Vec.0*, %class.Vec.0** %4, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i32, i32* %6, align 4
  %10 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %7, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %8
  %14 = load double, double* %5, align 8
  %15 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %7, i32 0, i32 0
  %16 = load double*, double** %15, align 4
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds double, double* %16, i32 %17
  %19 = load double, double* %18, align 8
  %20 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %3, double noundef %14, double noundef %19)
  store double %20, double* %5, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, i32* %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %6, align 4
  br label %8, !llvm.loop !15

24:                                               ; preds = %8
  %25 = load double, double* %5, align 8
  ret double %25
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(12) %class.Vec* @_Z5xmoveI3VecIiEEOT_RS2_(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  ret %class.Vec* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec* @_ZN3VecIiEC2EOS0_(%class.Vec* noundef nonnull returned align 4 dereferenceable(12) %0, %class.Vec* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %class.Vec*, align 4
  %4 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %3, align 4
  store %class.Vec* %1, %class.Vec** %4, align 4
  %5 = load %class.Vec*, %class.Vec** %3, align 4
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 0
  %7 = load %class.Vec*, %class.Vec** %4, align 4
  %8 = getelementptr inbounds %class.Vec, %class.Vec* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  store i32* %9, i32** %6, align 4
  %10 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 1
  %11 = load %class.Vec*, %class.Vec** %4, align 4
  %12 = getelementptr inbounds %class.Vec, %class.Vec* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %10, align 4
  %14 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 2
  %15 = load %class.Vec*, %class.Vec** %4, align 4
  %16 = getelementptr inbounds %class.Vec, %class.Vec* %15, i32 0, i32 2
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %14, align 4
  %18 = load %class.Vec*, %class.Vec** %4, align 4
  %19 = getelementptr inbounds %class.Vec, %class.Vec* %18, i32 0, i32 0
  store i32* null, i32** %19, align 4
  %20 = load %class.Vec*, %class.Vec** %4, align 4
  %21 = getelementptr inbounds %class.Vec, %class.Vec* %20, i32 0, i32 2
  store i32 0, i32* %21, align 4
  %22 = load %class.Vec*, %class.Vec** %4, align 4
  %23 = getelementptr inbounds %class.Vec, %class.Vec* %22, i32 0, i32 1
  store i32 0, i32* %23, align 4
  ret %class.Vec* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32* @_ZN3VecIiE5beginEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 4
  ret i32* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32* @_ZN3VecIiE3endEv(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 4
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i32, i32* %5, i32 %7
  ret i32* %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec.2* @_ZN3VecI5PointEC2Ev(%class.Vec.2* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.2*, align 4
  store %class.Vec.2* %0, %class.Vec.2** %2, align 4
  %3 = load %class.Vec.2*, %class.Vec.2** %2, align 4
  %4 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 0
  store %struct.Point* null, %struct.Point** %4, align 4
  %5 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  %6 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 2
  store i32 0, i32* %6, align 4
  ret %class.Vec.2* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3VecI5PointE4pushERKS0_(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %0, %struct.Point* noundef nonnull align 4 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca %class.Vec.2*, align 4
  %4 = alloca %struct.Point*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point*, align 4
  %7 = alloca i32, align 4
  store %class.Vec.2* %0, %class.Vec.2** %3, align 4
  store %struct.Point* %1, %struct.Point** %4, align 4
  %8 = load %class.Vec.2*, %class.Vec.2** %3, align 4
  %9 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %61

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
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %25, i32 8)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = call noalias noundef nonnull i8* @_Znaj(i32 noundef %29) #10
  %31 = bitcast i8* %30 to %struct.Point*
  store %struct.Point* %31, %struct.Point** %6, align 4
  store i32 0, i32* %7, align 4
  br label %32

32:                                               ; preds = %47, %23
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = icmp slt i32 %33, %35
  br i1 %36, label %37, label %50

37:                                               ; preds = %32
  %38 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %39 = load %struct.Point*, %struct.Point** %38, align 4
  %40 = load i32, i32* %7, align 4
  %41 = getelementptr inbounds %struct.Point, %struct.Point* %39, i32 %40
  %42 = load %struct.Point*, %struct.Point** %6, align 4
  %43 = load i32, i32* %7, align 4
  %44 = getelementptr inbounds %struct.Point, %struct.Point* %42, i32 %43
  %45 = bitcast %struct.Point* %44 to i8*
  %46 = bitcast %struct.Point* %41 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %45, i8* align 4 %46, i32 8, i1 false)
  br label %47

47:                                               ; preds = %37
  %48 = load i32, i32* %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %7, align 4
  br label %32, !llvm.loop !16

50:                                               ; preds = %32
  %51 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %52 = load %struct.Point*, %struct.Point** %51, align 4
  %53 = icmp eq %struct.Point* %52, null
  br i1 %53, label %56, label %54

54:                                               ; preds = %50
  %55 = bitcast %struct.Point* %52 to i8*
  call void @_ZdaPv(i8* noundef %55) #11
  br label %56

56:                                               ; preds = %54, %50
  %57 = load %struct.Point*, %struct.Point** %6, align 4
  %58 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  store %struct.Point* %57, %struct.Point** %58, align 4
  %59 = load i32, i32* %5, align 4
  %60 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 2
  store i32 %59, i32* %60, align 4
  br label %61

61:                                               ; preds = %56, %2
  %62 = load %struct.Point*, %struct.Point** %4, align 4
  %63 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %64 = load %struct.Point*, %struct.Point** %63, align 4
  %65 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %65, align 4
  %68 = getelementptr inbounds %struct.Point, %struct.Point* %64, i32 %66
  %69 = bitcast %struct.Point* %68 to i8*
  %70 = bitcast %struct.Point* %62 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %69, i8* align 4 %70, i32 8, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZNK3VecI5PointE4foldIZ4mainE3$_3iEET0_S4_T_"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.3, align 1
  %4 = alloca %class.Vec.2*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Vec.2* %0, %class.Vec.2** %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load %class.Vec.2*, %class.Vec.2** %4, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i32, i32* %6, align 4
  %10 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %7, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %8
  %14 = load i32, i32* %5, align 4
  %15 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %7, i32 0, i32 0
  %16 = load %struct.Point*, %struct.Point** %15, align 4
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds %struct.Point, %struct.Point* %16, i32 %17
  %19 = call noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %14, %struct.Point* noundef nonnull align 4 dereferenceable(8) %18)
  store i32 %19, i32* %5, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %8, !llvm.loop !17

23:                                               ; preds = %8
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK5ArrayIdLi5EE3sumEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array*, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %2, align 4
  %5 = load %struct.Array*, %struct.Array** %2, align 4
  store double 0.000000e+00, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [5 x double], [5 x double]* %10, i32 0, i32 %11
  %13 = load double, double* %12, align 8
  %14 = load double, double* %3, align 8
  %15 = fadd double %14, %13
  store double %15, double* %3, align 8
  br label %16

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %4, align 4
  br label %6, !llvm.loop !18

19:                                               ; preds = %6
  %20 = load double, double* %3, align 8
  ret double %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIdLi5EE4sizeEv(%struct.Array* noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array*, align 4
  store %struct.Array* %0, %struct.Array** %2, align 4
  %3 = load %struct.Array*, %struct.Array** %2, align 4
  ret i32 5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIiLi3EE3sumEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array.5*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store %struct.Array.5* %0, %struct.Array.5** %2, align 4
  %5 = load %struct.Array.5*, %struct.Array.5** %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array.5, %struct.Array.5* %5, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [3 x i32], [3 x i32]* %10, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* %3, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, i32* %3, align 4
  br label %16

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %4, align 4
  br label %6, !llvm.loop !19

19:                                               ; preds = %6
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5ArrayIiLi3EE4sizeEv(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array.5*, align 4
  store %struct.Array.5* %0, %struct.Array.5** %2, align 4
  %3 = load %struct.Array.5*, %struct.Array.5** %2, align 4
  ret i32 3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_Z9type_nameIcEPKcv() #0 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef zeroext %1, double noundef %2, i8* noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store double %2, double* %7, align 8
  store i8* %3, i8** %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK7GreeterI5AliceE5greetEv(%struct.Greeter* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca %struct.Greeter*, align 4
  store %struct.Greeter* %0, %struct.Greeter** %2, align 4
  %3 = load %struct.Greeter*, %struct.Greeter** %2, align 4
  %4 = bitcast %struct.Greeter* %3 to %struct.Alice*
  %5 = call noundef i8* @_ZNK5Alice4nameEv(%struct.Alice* noundef nonnull align 4 dereferenceable(4) %4)
  %6 = bitcast %struct.Greeter* %3 to %struct.Alice*
  %7 = getelementptr inbounds %struct.Alice, %struct.Alice* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef %5, i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK7GreeterI3BobE5greetEv(%struct.Greeter.6* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca %struct.Greeter.6*, align 4
  store %struct.Greeter.6* %0, %struct.Greeter.6** %2, align 4
  %3 = load %struct.Greeter.6*, %struct.Greeter.6** %2, align 4
  %4 = bitcast %struct.Greeter.6* %3 to %struct.Bob*
  %5 = call noundef i8* @_ZNK3Bob4nameEv(%struct.Bob* noundef nonnull align 4 dereferenceable(4) %4)
  %6 = bitcast %struct.Greeter.6* %3 to %struct.Bob*
  %7 = getelementptr inbounds %struct.Bob, %struct.Bob* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef %5, i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_4clEi"(%class.anon.7* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.7*, align 4
  %4 = alloca i32, align 4
  store %class.anon.7* %0, %class.anon.7** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.7*, %class.anon.7** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.7, %class.anon.7* %5, i32 0, i32 0
  %8 = load i32*, i32** %7, align 4
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, %6
  store i32 %10, i32* %8, align 4
  %11 = getelementptr inbounds %class.anon.7, %class.anon.7* %5, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal i32 @"_ZZ4mainENK3$_5clEi"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.10, align 4
  %4 = alloca %class.anon.8*, align 4
  %5 = alloca i32, align 4
  store %class.anon.8* %0, %class.anon.8** %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load %class.anon.8*, %class.anon.8** %4, align 4
  %7 = getelementptr inbounds %class.anon.10, %class.anon.10* %3, i32 0, i32 0
  %8 = load i32, i32* %5, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %class.anon.10, %class.anon.10* %3, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_Z7apply_nIZZ4mainENK3$_5clEiEUliE_EiT_ii"([1 x i32] %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.10, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.10, %class.anon.10* %4, i32 0, i32 0
  %8 = bitcast i32* %7 to [1 x i32]*
  store [1 x i32] %0, [1 x i32]* %8, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  br label %9

9:                                                ; preds = %13, %3
  %10 = load i32, i32* %5, align 4
  %11 = add nsw i32 %10, -1
  store i32 %11, i32* %5, align 4
  %12 = icmp ne i32 %10, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %9
  %14 = load i32, i32* %6, align 4
  %15 = call noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(%class.anon.10* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14)
  store i32 %15, i32* %6, align 4
  br label %9, !llvm.loop !20

16:                                               ; preds = %9
  %17 = load i32, i32* %6, align 4
  ret i32 %17
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_Z7apply_nIZ4mainE3$_6EiT_ii"(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %class.anon.11, align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %4, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %4, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4
  %12 = call noundef i32 @"_ZZ4mainENK3$_6clEi"(%class.anon.11* noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %11)
  store i32 %12, i32* %5, align 4
  br label %6, !llvm.loop !21

13:                                               ; preds = %6
  %14 = load i32, i32* %5, align 4
  ret i32 %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clIiiEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca %class.anon.13*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon.13* %0, %class.anon.13** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon.13*, %class.anon.13** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = mul nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_0clIddEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca %class.anon.13*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.13* %0, %class.anon.13** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.13*, %class.anon.13** %4, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i64 @"_ZZ4mainENK3$_0clIxxEEDaT_T0_"(%class.anon.13* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #0 align 2 {
  %4 = alloca %class.anon.13*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store %class.anon.13* %0, %class.anon.13** %4, align 4
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %7 = load %class.anon.13*, %class.anon.13** %4, align 4
  %8 = load i64, i64* %5, align 8
  %9 = load i64, i64* %6, align 8
  %10 = mul nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_7cvPFiiEEv"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca %class.anon.15*, align 4
  store %class.anon.15* %0, %class.anon.15** %2, align 4
  %3 = load %class.anon.15*, %class.anon.15** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_78__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_8clEv"(%class.anon.17* noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca %class.anon.17*, align 4
  store %class.anon.17* %0, %class.anon.17** %2, align 4
  %3 = load %class.anon.17*, %class.anon.17** %2, align 4
  %4 = getelementptr inbounds %class.anon.17, %class.anon.17* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.17, %class.anon.17* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec.2* @_ZN3VecI5PointED2Ev(%class.Vec.2* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.2*, align 4
  %3 = alloca %class.Vec.2*, align 4
  store %class.Vec.2* %0, %class.Vec.2** %3, align 4
  %4 = load %class.Vec.2*, %class.Vec.2** %3, align 4
  store %class.Vec.2* %4, %class.Vec.2** %2, align 4
  %5 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %4, i32 0, i32 0
  %6 = load %struct.Point*, %struct.Point** %5, align 4
  %7 = icmp eq %struct.Point* %6, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %1
  %9 = bitcast %struct.Point* %6 to i8*
  call void @_ZdaPv(i8* noundef %9) #11
  br label %10

10:                                               ; preds = %8, %1
  %11 = load %class.Vec.2*, %class.Vec.2** %2, align 4
  ret %class.Vec.2* %11
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec* @_ZN3VecIiED2Ev(%class.Vec* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  %3 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %3, align 4
  %4 = load %class.Vec*, %class.Vec** %3, align 4
  store %class.Vec* %4, %class.Vec** %2, align 4
  %5 = getelementptr inbounds %class.Vec, %class.Vec* %4, i32 0, i32 0
  %6 = load i32*, i32** %5, align 4
  %7 = icmp eq i32* %6, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %1
  %9 = bitcast i32* %6 to i8*
  call void @_ZdaPv(i8* noundef %9) #11
  br label %10

10:                                               ; preds = %8, %1
  %11 = load %class.Vec*, %class.Vec** %2, align 4
  ret %class.Vec* %11
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec.0* @_ZN3VecIdED2Ev(%class.Vec.0* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.0*, align 4
  %3 = alloca %class.Vec.0*, align 4
  store %class.Vec.0* %0, %class.Vec.0** %3, align 4
  %4 = load %class.Vec.0*, %class.Vec.0** %3, align 4
  store %class.Vec.0* %4, %class.Vec.0** %2, align 4
  %5 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %4, i32 0, i32 0
  %6 = load double*, double** %5, align 4
  %7 = icmp eq double* %6, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %1
  %9 = bitcast double* %6 to i8*
  call void @_ZdaPv(i8* noundef %9) #11
  br label %10

10:                                               ; preds = %8, %1
  %11 = load %class.Vec.0*, %class.Vec.0** %2, align 4
  ret %class.Vec.0* %11
}

; Function Attrs: noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_78__invokeEi"(i32 noundef %0) #2 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_7clEi"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_7clEi"(%class.anon.15* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.15*, align 4
  %4 = alloca i32, align 4
  store %class.anon.15* %0, %class.anon.15** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.15*, %class.anon.15** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znaj(i32 noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Vec.0* @_ZN3VecIdEC2Ev(%class.Vec.0* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.0*, align 4
  store %class.Vec.0* %0, %class.Vec.0** %2, align 4
  %3 = load %class.Vec.0*, %class.Vec.0** %2, align 4
  %4 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 0
  store double* null, double** %4, align 4
  %5 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  %6 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 2
  store i32 0, i32* %6, align 4
  ret %class.Vec.0* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3VecIdE4pushERKd(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca %class.Vec.0*, align 4
  %4 = alloca double*, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 4
  %7 = alloca i32, align 4
  store %class.Vec.0* %0, %class.Vec.0** %3, align 4
  store double* %1, double** %4, align 4
  %8 = load %class.Vec.0*, %class.Vec.0** %3, align 4
  %9 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %60

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
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %25, i32 8)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = call noalias noundef nonnull i8* @_Znaj(i32 noundef %29) #10
  %31 = bitcast i8* %30 to double*
  store double* %31, double** %6, align 4
  store i32 0, i32* %7, align 4
  br label %32

32:                                               ; preds = %46, %23
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = icmp slt i32 %33, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %32
  %38 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %39 = load double*, double** %38, align 4
  %40 = load i32, i32* %7, align 4
  %41 = getelementptr inbounds double, double* %39, i32 %40
  %42 = load double, double* %41, align 8
  %43 = load double*, double** %6, align 4
  %44 = load i32, i32* %7, align 4
  %45 = getelementptr inbounds double, double* %43, i32 %44
  store double %42, double* %45, align 8
  br label %46

46:                                               ; preds = %37
  %47 = load i32, i32* %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %7, align 4
  br label %32, !llvm.loop !22

49:                                               ; preds = %32
  %50 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %51 = load double*, double** %50, align 4
  %52 = icmp eq double* %51, null
  br i1 %52, label %55, label %53

53:                                               ; preds = %49
  %54 = bitcast double* %51 to i8*
  call void @_ZdaPv(i8* noundef %54) #11
  br label %55

55:                                               ; preds = %53, %49
  %56 = load double*, double** %6, align 4
  %57 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  store double* %56, double** %57, align 4
  %58 = load i32, i32* %5, align 4
  %59 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 2
  store i32 %58, i32* %59, align 4
  br label %60

60:                                               ; preds = %55, %2
  %61 = load double*, double** %4, align 4
  %62 = load double, double* %61, align 8
  %63 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %64 = load double*, double** %63, align 4
  %65 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %65, align 4
  %68 = getelementptr inbounds double, double* %64, i32 %66
  store double %62, double* %68, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_1clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 4
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

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca %class.anon.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.1*, %class.anon.1** %4, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_3clEiRK5Point"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, %struct.Point* noundef nonnull align 4 dereferenceable(8) %2) #0 align 2 {
  %4 = alloca %class.anon.3*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point*, align 4
  store %class.anon.3* %0, %class.anon.3** %4, align 4
  store i32 %1, i32* %5, align 4
  store %struct.Point* %2, %struct.Point** %6, align 4
  %7 = load %class.anon.3*, %class.anon.3** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load %struct.Point*, %struct.Point** %6, align 4
  %10 = getelementptr inbounds %struct.Point, %struct.Point* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load %struct.Point*, %struct.Point** %6, align 4
  %15 = getelementptr inbounds %struct.Point, %struct.Point* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = sub nsw i32 0, %16
  br label %22

18:                                               ; preds = %3
  %19 = load %struct.Point*, %struct.Point** %6, align 4
  %20 = getelementptr inbounds %struct.Point, %struct.Point* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  br label %22

22:                                               ; preds = %18, %13
  %23 = phi i32 [ %17, %13 ], [ %21, %18 ]
  %24 = add nsw i32 %8, %23
  %25 = load %struct.Point*, %struct.Point** %6, align 4
  %26 = getelementptr inbounds %struct.Point, %struct.Point* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = load %struct.Point*, %struct.Point** %6, align 4
  %31 = getelementptr inbounds %struct.Point, %struct.Point* %30, i32 0, i32 1
  %32 = load i32, i32* %31, align 4
  %33 = sub nsw i32 0, %32
  br label %38

34:                                               ; preds = %22
  %35 = load %struct.Point*, %struct.Point** %6, align 4
  %36 = getelementptr inbounds %struct.Point, %struct.Point* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  br label %38

38:                                               ; preds = %34, %29
  %39 = phi i32 [ %33, %29 ], [ %37, %34 ]
  %40 = add nsw i32 %24, %39
  ret i32 %40
}

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_Z6max_ofIxET_S0_(i64 noundef %0) #0 comdat {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK5Alice4nameEv(%struct.Alice* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Alice*, align 4
  store %struct.Alice* %0, %struct.Alice** %2, align 4
  %3 = load %struct.Alice*, %struct.Alice** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK3Bob4nameEv(%struct.Bob* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Bob*, align 4
  store %struct.Bob* %0, %struct.Bob** %2, align 4
  %3 = load %struct.Bob*, %struct.Bob** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZZ4mainENK3$_5clEiENKUliE_clEi"(%class.anon.10* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i32, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.10, %class.anon.10* %5, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_6clEi"(%class.anon.11* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.11*, align 4
  %4 = alloca i32, align 4
  store %class.anon.11* %0, %class.anon.11** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.11*, %class.anon.11** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = mul nsw i32 %6, %7
  ret i32 %8
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
