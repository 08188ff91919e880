; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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
%class.anon.8 = type { i32* }
%class.anon.9 = type { i8 }
%class.anon.11 = type { i32 }
%class.anon.12 = type { i8 }
%class.anon.14 = type { i8 }
%class.anon.16 = type { i8 }
%class.anon.18 = type { i32 }
%struct.Greeter = type { i8 }
%struct.Greeter.6 = type { i8 }

$"??0?$Vec@H@@QAE@XZ" = comdat any

$"?push@?$Vec@H@@QAEXABH@Z" = comdat any

$"??A?$Vec@N@@QAEAANH@Z" = comdat any

$"?size@?$Vec@H@@QBEHXZ" = comdat any

$"??$xmove@V?$Vec@H@@@@YA$$QAV?$Vec@H@@AAV0@@Z" = comdat any

$"??0?$Vec@H@@QAE@$$QAV0@@Z" = comdat any

$"?begin@?$Vec@H@@QAEPAHXZ" = comdat any

$"?end@?$Vec@H@@QAEPAHXZ" = comdat any

$"??0?$Vec@UPoint@@@@QAE@XZ" = comdat any

$"?push@?$Vec@UPoint@@@@QAEXABUPoint@@@Z" = comdat any

$"?size@?$Array@H$02@@QBEHXZ" = comdat any

$"?sum@?$Array@H$02@@QBEHXZ" = comdat any

$"?size@?$Array@N$04@@QBEHXZ" = comdat any

$"?sum@?$Array@N$04@@QBENXZ" = comdat any

$"??$type_name@D@@YAPBDXZ" = comdat any

$"??$max_of@_J_J_J@@YA_J_J00@Z" = comdat any

$"??$max_of@NNN@@YANNNN@Z" = comdat any

$"??$max_of@HHHH@@YAHHHHH@Z" = comdat any

$"?cfact@@YA_KH@Z" = comdat any

$"??$count_args@HDNPBD@@YAHHDNPBD@Z" = comdat any

$"?greet@?$Greeter@UAlice@@@@QBEXXZ" = comdat any

$"?greet@?$Greeter@UBob@@@@QBEXXZ" = comdat any

$"??1?$Vec@UPoint@@@@QAE@XZ" = comdat any

$"??1?$Vec@H@@QAE@XZ" = comdat any

$"??1?$Vec@N@@QAE@XZ" = comdat any

$"??0?$Vec@N@@QAE@XZ" = comdat any

$"?push@?$Vec@N@@QAEXABN@Z" = comdat any

$"??$max_of@HHH@@YAHHHH@Z" = comdat any

$"??$max_of@HH@@YAHHH@Z" = comdat any

$"??$max_of@H@@YAHH@Z" = comdat any

$"??$max_of@NN@@YANNN@Z" = comdat any

$"??$max_of@N@@YANN@Z" = comdat any

$"??$max_of@_J_J@@YA_J_J0@Z" = comdat any

$"??$max_of@_J@@YA_J_J@Z" = comdat any

$"?name@Alice@@QBEPBDXZ" = comdat any

$"?name@Bob@@QBEPBDXZ" = comdat any

$"??_C@_03JBIPMCLC@int?$AA@" = comdat any

$"??_C@_06BNJCAIGJ@double?$AA@" = comdat any

$"??_C@_09IPNKJOIF@long?5long?$AA@" = comdat any

$"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@" = comdat any

$"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@" = comdat any

$"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@" = comdat any

$"??_C@_01FJMABOPO@x?$AA@" = comdat any

$"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@" = comdat any

$"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@" = comdat any

$"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@" = comdat any

$"??_C@_07CIFAGBMG@unknown?$AA@" = comdat any

$"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_05MCMOEPML@Alice?$AA@" = comdat any

$"??_C@_03PLOGDFGN@Bob?$AA@" = comdat any

@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_09IPNKJOIF@long?5long?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"long long\00", comdat, align 1
@"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@" = linkonce_odr dso_local unnamed_addr constant [41 x i8] c"vec size %d, doubled[19] %.1f, sum %.1f\0A\00", comdat, align 1
@"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"moved size %d, source size %d\0A\00", comdat, align 1
@"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"evens %d\0A\00", comdat, align 1
@"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"manhattan %d\0A\00", comdat, align 1
@__const.main.ai = private unnamed_addr constant %struct.Array.5 { [3 x i32] [i32 7, i32 8, i32 9] }, align 4
@"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"array sums %.1f (%d) %d (%d)\0A\00", comdat, align 1
@"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"type names %s %s %s %s\0A\00", comdat, align 1
@"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"max_of %d %.2f %lld\0A\00", comdat, align 1
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1
@"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"count_args %d, cfact(20) %llu, Fib<80> %lld\0A\00", comdat, align 1
@"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"counter %d\0A\00", comdat, align 1
@"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"apply_n add10 x5 %d, square x3 %d\0A\00", comdat, align 1
@"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"generic %d %.3f %lld\0A\00", comdat, align 1
@"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"lambda as fnptr %d\0A\00", comdat, align 1
@"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@" = linkonce_odr dso_local unnamed_addr constant [41 x i8] c"mutable lambda %d, captured original %d\0A\00", comdat, align 1
@"??_C@_07CIFAGBMG@unknown?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unknown\00", comdat, align 1
@"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"hello from %s (%d)\0A\00", comdat, align 1
@"??_C@_05MCMOEPML@Alice?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"Alice\00", comdat, align 1
@"??_C@_03PLOGDFGN@Bob?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"Bob\00", comdat, align 1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @"??$type_name@H@@YAPBDXZ"() #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @"??$type_name@N@@YAPBDXZ"() #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @"??$type_name@_J@@YAPBDXZ"() #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IPNKJOIF@long?5long?$AA@", i32 0, i32 0)
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
  %8 = alloca %class.anon.1, align 4
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
  %19 = alloca %class.anon.3, align 4
  %20 = alloca %struct.Array, align 8
  %21 = alloca %struct.Array.5, align 4
  %22 = alloca %struct.Alice, align 4
  %23 = alloca %struct.Bob, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.8, align 4
  %26 = alloca %class.anon.9, align 1
  %27 = alloca %class.anon.11, align 4
  %28 = alloca %class.anon.12, align 4
  %29 = alloca %class.anon.11, align 4
  %30 = alloca %class.anon.14, align 1
  %31 = alloca i32 (i32)*, align 4
  %32 = alloca %class.anon.16, align 1
  %33 = alloca i32, align 4
  %34 = alloca %class.anon.18, align 4
  store i32 0, i32* %1, align 4
  %35 = call x86_thiscallcc noundef %class.Vec* @"??0?$Vec@H@@QAE@XZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2) #9
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
  call x86_thiscallcc void @"?push@?$Vec@H@@QAEXABH@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2, i32* noundef nonnull align 4 dereferenceable(4) %4)
  br label %43

43:                                               ; preds = %39
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %36, !llvm.loop !4

46:                                               ; preds = %36
  store i32 3, i32* %5, align 4
  %47 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %48 = load i32, i32* %5, align 4
  store i32 %48, i32* %47, align 4
  %49 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %50 = load i32, i32* %49, align 4
  call x86_thiscallcc void @"??$map@V<lambda_1>@?0??main@@9@@?$Vec@H@@QAE?AV?$Vec@N@@V<lambda_1>@?0??main@@9@@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2, %class.Vec.0* sret(%class.Vec.0) align 4 %6, i32 %50)
  %51 = call x86_thiscallcc noundef double @"??$fold@V<lambda_2>@?0??main@@9@N@?$Vec@N@@QBENNV<lambda_2>@?0??main@@9@@Z"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %6, double noundef 0.000000e+00, %class.anon.1* noundef byval(%class.anon.1) align 4 %8)
  %52 = call x86_thiscallcc noundef nonnull align 8 dereferenceable(8) double* @"??A?$Vec@N@@QAEAANH@Z"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 19)
  %53 = load double, double* %52, align 8
  %54 = call x86_thiscallcc noundef i32 @"?size@?$Vec@H@@QBEHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2)
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@", i32 0, i32 0), i32 noundef %54, double noundef %53, double noundef %51)
  %56 = call noundef nonnull align 4 dereferenceable(12) %class.Vec* @"??$xmove@V?$Vec@H@@@@YA$$QAV?$Vec@H@@AAV0@@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2)
  %57 = call x86_thiscallcc noundef %class.Vec* @"??0?$Vec@H@@QAE@$$QAV0@@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %9, %class.Vec* noundef nonnull align 4 dereferenceable(12) %56)
  %58 = call x86_thiscallcc noundef i32 @"?size@?$Vec@H@@QBEHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2)
  %59 = call x86_thiscallcc noundef i32 @"?size@?$Vec@H@@QBEHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %9)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %59, i32 noundef %58)
  store i32 0, i32* %10, align 4
  store %class.Vec* %9, %class.Vec** %11, align 4
  %61 = load %class.Vec*, %class.Vec** %11, align 4
  %62 = call x86_thiscallcc noundef i32* @"?begin@?$Vec@H@@QAEPAHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %61)
  store i32* %62, i32** %12, align 4
  %63 = load %class.Vec*, %class.Vec** %11, align 4
  %64 = call x86_thiscallcc noundef i32* @"?end@?$Vec@H@@QAEPAHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %63)
  store i32* %64, i32** %13, align 4
  br label %65

65:                                               ; preds = %79, %46
  %66 = load i32*, i32** %12, align 4
  %67 = load i32*, i32** %13, align 4
  %68 = icmp ne i32* %66, %67
  br i1 %68, label %69, label %82

69:                                               ; preds = %65
  %70 = load i32*, i32** %12, align 4
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
  %80 = load i32*, i32** %12, align 4
  %81 = getelementptr inbounds i32, i32* %80, i32 1
  store i32* %81, i32** %12, align 4
  br label %65

82:                                               ; preds = %65
  %83 = load i32, i32* %10, align 4
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %83)
  %85 = call x86_thiscallcc noundef %class.Vec.2* @"??0?$Vec@UPoint@@@@QAE@XZ"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15) #9
  store i32 0, i32* %16, align 4
  br label %86

86:                                               ; preds = %96, %82
  %87 = load i32, i32* %16, align 4
  %88 = icmp slt i32 %87, 6
  br i1 %88, label %89, label %99

89:                                               ; preds = %86
  %90 = getelementptr inbounds %struct.Point, %struct.Point* %17, i32 0, i32 0
  %91 = load i32, i32* %16, align 4
  store i32 %91, i32* %90, align 4
  %92 = getelementptr inbounds %struct.Point, %struct.Point* %17, i32 0, i32 1
  %93 = load i32, i32* %16, align 4
  %94 = sub nsw i32 0, %93
  %95 = mul nsw i32 %94, 3
  store i32 %95, i32* %92, align 4
  call x86_thiscallcc void @"?push@?$Vec@UPoint@@@@QAEXABUPoint@@@Z"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15, %struct.Point* noundef nonnull align 4 dereferenceable(8) %17)
  br label %96

96:                                               ; preds = %89
  %97 = load i32, i32* %16, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %16, align 4
  br label %86, !llvm.loop !6

99:                                               ; preds = %86
  %100 = call x86_thiscallcc noundef i32 @"??$fold@V<lambda_3>@?0??main@@9@H@?$Vec@UPoint@@@@QBEHHV<lambda_3>@?0??main@@9@@Z"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15, i32 noundef 0, %class.anon.3* noundef byval(%class.anon.3) align 4 %19)
  store i32 %100, i32* %18, align 4
  %101 = load i32, i32* %18, align 4
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %101)
  %103 = bitcast %struct.Array* %20 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %103, i8 0, i32 40, i1 false)
  %104 = bitcast i8* %103 to %struct.Array*
  %105 = getelementptr inbounds %struct.Array, %struct.Array* %104, i32 0, i32 0
  %106 = getelementptr inbounds [5 x double], [5 x double]* %105, i32 0, i32 0
  store double 1.500000e+00, double* %106, align 8
  %107 = getelementptr inbounds [5 x double], [5 x double]* %105, i32 0, i32 1
  store double 2.500000e+00, double* %107, align 8
  %108 = getelementptr inbounds [5 x double], [5 x double]* %105, i32 0, i32 2
  store double 3.500000e+00, double* %108, align 8
  %109 = getelementptr inbounds [5 x double], [5 x double]* %105, i32 0, i32 3
  store double 4.500000e+00, double* %109, align 8
  %110 = getelementptr inbounds [5 x double], [5 x double]* %105, i32 0, i32 4
  store double 5.500000e+00, double* %110, align 8
  %111 = bitcast %struct.Array.5* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %111, i8* align 4 bitcast (%struct.Array.5* @__const.main.ai to i8*), i32 12, i1 false)
  %112 = call x86_thiscallcc noundef i32 @"?size@?$Array@H$02@@QBEHXZ"(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %21)
  %113 = call x86_thiscallcc noundef i32 @"?sum@?$Array@H$02@@QBEHXZ"(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %21)
  %114 = call x86_thiscallcc noundef i32 @"?size@?$Array@N$04@@QBEHXZ"(%struct.Array* noundef nonnull align 8 dereferenceable(40) %20)
  %115 = call x86_thiscallcc noundef double @"?sum@?$Array@N$04@@QBENXZ"(%struct.Array* noundef nonnull align 8 dereferenceable(40) %20)
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), double noundef %115, i32 noundef %114, i32 noundef %113, i32 noundef %112)
  %117 = call noundef i8* @"??$type_name@D@@YAPBDXZ"()
  %118 = call noundef i8* @"??$type_name@_J@@YAPBDXZ"()
  %119 = call noundef i8* @"??$type_name@N@@YAPBDXZ"()
  %120 = call noundef i8* @"??$type_name@H@@YAPBDXZ"()
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %120, i8* noundef %119, i8* noundef %118, i8* noundef %117)
  %122 = call noundef i64 @"??$max_of@_J_J_J@@YA_J_J00@Z"(i64 noundef 5, i64 noundef 1099511627776, i64 noundef 3)
  %123 = call noundef double @"??$max_of@NNN@@YANNNN@Z"(double noundef 1.500000e+00, double noundef -2.500000e+00, double noundef 2.500000e-01)
  %124 = call noundef i32 @"??$max_of@HHHH@@YAHHHHH@Z"(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %124, double noundef %123, i64 noundef %122)
  %126 = call noundef i64 @"?cfact@@YA_KH@Z"(i32 noundef 20)
  %127 = call noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef 1, i8 noundef signext 97, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i32 0, i32 0))
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@", i32 0, i32 0), i32 noundef %127, i64 noundef %126, i64 noundef 23416728348467685)
  %129 = bitcast %struct.Alice* %22 to %struct.Greeter*
  %130 = getelementptr inbounds %struct.Alice, %struct.Alice* %22, i32 0, i32 0
  store i32 1, i32* %130, align 4
  %131 = bitcast %struct.Alice* %22 to %struct.Greeter*
  call x86_thiscallcc void @"?greet@?$Greeter@UAlice@@@@QBEXXZ"(%struct.Greeter* noundef nonnull align 1 dereferenceable(1) %131)
  %132 = bitcast %struct.Bob* %23 to %struct.Greeter.6*
  %133 = getelementptr inbounds %struct.Bob, %struct.Bob* %23, i32 0, i32 0
  store i32 2, i32* %133, align 4
  %134 = bitcast %struct.Bob* %23 to %struct.Greeter.6*
  call x86_thiscallcc void @"?greet@?$Greeter@UBob@@@@QBEXXZ"(%struct.Greeter.6* noundef nonnull align 1 dereferenceable(1) %134)
  store i32 0, i32* %24, align 4
  %135 = getelementptr inbounds %class.anon.8, %class.anon.8* %25, i32 0, i32 0
  store i32* %24, i32** %135, align 4
  %136 = call x86_thiscallcc noundef i32 @"??R<lambda_4>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.8* noundef nonnull align 4 dereferenceable(4) %25, i32 noundef 5)
  %137 = call x86_thiscallcc noundef i32 @"??R<lambda_4>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.8* noundef nonnull align 4 dereferenceable(4) %25, i32 noundef 7)
  %138 = load i32, i32* %24, align 4
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %138)
  call x86_thiscallcc void @"??R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.9* noundef nonnull align 1 dereferenceable(1) %26, %class.anon.11* sret(%class.anon.11) align 4 %27, i32 noundef 10)
  %140 = call noundef i32 @"??$apply_n@V<lambda_6>@?0??main@@9@@@YAHV<lambda_6>@?0??main@@9@HH@Z"(%class.anon.12* noundef byval(%class.anon.12) align 4 %28, i32 noundef 3, i32 noundef 3)
  %141 = bitcast %class.anon.11* %29 to i8*
  %142 = bitcast %class.anon.11* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %141, i8* align 4 %142, i32 4, i1 false)
  %143 = getelementptr inbounds %class.anon.11, %class.anon.11* %29, i32 0, i32 0
  %144 = load i32, i32* %143, align 4
  %145 = call noundef i32 @"??$apply_n@V<lambda_1>@?0???R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z@@@YAHV<lambda_1>@?0???R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z@HH@Z"(i32 %144, i32 noundef 5, i32 noundef 1)
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@", i32 0, i32 0), i32 noundef %145, i32 noundef %140)
  %147 = call x86_thiscallcc noundef i64 @"??$?R_J_J@<lambda_0>@?0??main@@9@QBE?A?<auto>@@_J0@Z"(%class.anon.14* noundef nonnull align 1 dereferenceable(1) %30, i64 noundef 1048576, i64 noundef 1048576)
  %148 = call x86_thiscallcc noundef double @"??$?RNN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.14* noundef nonnull align 1 dereferenceable(1) %30, double noundef 1.500000e+00, double noundef 2.500000e-01)
  %149 = call x86_thiscallcc noundef i32 @"??$?RHH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@HH@Z"(%class.anon.14* noundef nonnull align 1 dereferenceable(1) %30, i32 noundef 6, i32 noundef 7)
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %149, double noundef %148, i64 noundef %147)
  %151 = call x86_thiscallcc noundef i32 (i32)* @"??B<lambda_7>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(%class.anon.16* noundef nonnull align 1 dereferenceable(1) %32) #9
  store i32 (i32)* %151, i32 (i32)** %31, align 4
  %152 = load i32 (i32)*, i32 (i32)** %31, align 4
  %153 = load i32 (i32)*, i32 (i32)** %31, align 4
  %154 = call noundef i32 %153(i32 noundef 2)
  %155 = call noundef i32 %152(i32 noundef %154)
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %155)
  store i32 1, i32* %33, align 4
  %157 = getelementptr inbounds %class.anon.18, %class.anon.18* %34, i32 0, i32 0
  %158 = load i32, i32* %33, align 4
  store i32 %158, i32* %157, align 4
  %159 = call x86_thiscallcc noundef i32 @"??R<lambda_8>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon.18* noundef nonnull align 4 dereferenceable(4) %34)
  %160 = load i32, i32* %33, align 4
  %161 = call x86_thiscallcc noundef i32 @"??R<lambda_8>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon.18* noundef nonnull align 4 dereferenceable(4) %34)
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@", i32 0, i32 0), i32 noundef %161, i32 noundef %160)
  store i32 17, i32* %1, align 4
  call x86_thiscallcc void @"??1?$Vec@UPoint@@@@QAE@XZ"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %15) #9
  call x86_thiscallcc void @"??1?$Vec@H@@QAE@XZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %9) #9
  call x86_thiscallcc void @"??1?$Vec@N@@QAE@XZ"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %6) #9
  call x86_thiscallcc void @"??1?$Vec@H@@QAE@XZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %2) #9
  %163 = load i32, i32* %1, align 4
  ret i32 %163
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Vec* @"??0?$Vec@H@@QAE@XZ"(%class.Vec* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local x86_thiscallcc void @"?push@?$Vec@H@@QAEXABH@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #0 comdat align 2 {
  %3 = alloca i32*, align 4
  %4 = alloca %class.Vec*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  store i32* %1, i32** %3, align 4
  store %class.Vec* %0, %class.Vec** %4, align 4
  %8 = load %class.Vec*, %class.Vec** %4, align 4
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
  %30 = call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %29) #10
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
  br label %32, !llvm.loop !7

49:                                               ; preds = %32
  %50 = getelementptr inbounds %class.Vec, %class.Vec* %8, i32 0, i32 0
  %51 = load i32*, i32** %50, align 4
  %52 = icmp eq i32* %51, null
  br i1 %52, label %55, label %53

53:                                               ; preds = %49
  %54 = bitcast i32* %51 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %54) #11
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
  %61 = load i32*, i32** %3, align 4
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
define internal x86_thiscallcc void @"??$map@V<lambda_1>@?0??main@@9@@?$Vec@H@@QAE?AV?$Vec@N@@V<lambda_1>@?0??main@@9@@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0, %class.Vec.0* noalias sret(%class.Vec.0) align 4 %1, i32 %2) #0 align 2 {
  %4 = alloca i8*, align 4
  %5 = alloca %class.anon, align 4
  %6 = alloca %class.Vec*, align 4
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = bitcast %class.Vec.0* %1 to i8*
  store i8* %10, i8** %4, align 4
  %11 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0
  store i32 %2, i32* %11, align 4
  store %class.Vec* %0, %class.Vec** %6, align 4
  %12 = load %class.Vec*, %class.Vec** %6, align 4
  store i1 false, i1* %7, align 1
  %13 = call x86_thiscallcc noundef %class.Vec.0* @"??0?$Vec@N@@QAE@XZ"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %1) #9
  store i32 0, i32* %8, align 4
  br label %14

14:                                               ; preds = %26, %3
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds %class.Vec, %class.Vec* %12, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %29

19:                                               ; preds = %14
  %20 = getelementptr inbounds %class.Vec, %class.Vec* %12, i32 0, i32 0
  %21 = load i32*, i32** %20, align 4
  %22 = load i32, i32* %8, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = call x86_thiscallcc noundef double @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %24)
  store double %25, double* %9, align 8
  call x86_thiscallcc void @"?push@?$Vec@N@@QAEXABN@Z"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %1, double* noundef nonnull align 8 dereferenceable(8) %9)
  br label %26

26:                                               ; preds = %19
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %14, !llvm.loop !8

29:                                               ; preds = %14
  store i1 true, i1* %7, align 1
  %30 = load i1, i1* %7, align 1
  br i1 %30, label %32, label %31

31:                                               ; preds = %29
  call x86_thiscallcc void @"??1?$Vec@N@@QAE@XZ"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %1) #9
  br label %32

32:                                               ; preds = %31, %29
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??$fold@V<lambda_2>@?0??main@@9@N@?$Vec@N@@QBENNV<lambda_2>@?0??main@@9@@Z"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, %class.anon.1* noundef byval(%class.anon.1) align 4 %2) #0 align 2 {
  %4 = alloca double, align 8
  %5 = alloca %class.Vec.0*, align 4
  %6 = alloca i32, align 4
  store double %1, double* %4, align 8
  store %class.Vec.0* %0, %class.Vec.0** %5, align 4
  %7 = load %class.Vec.0*, %class.Vec.0** %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %21, %3
  %9 = load i32, i32* %6, align 4
  %10 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %7, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %8
  %14 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %7, i32 0, i32 0
  %15 = load double*, double** %14, align 4
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds double, double* %15, i32 %16
  %18 = load double, double* %17, align 8
  %19 = load double, double* %4, align 8
  %20 = call x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %2, double noundef %19, double noundef %18)
  store double %20, double* %4, align 8
  br label %21

21:                                               ; preds = %13
  %22 = load i32, i32* %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %6, align 4
  br label %8, !llvm.loop !9

24:                                               ; preds = %8
  %25 = load double, double* %4, align 8
  ret double %25
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 8 dereferenceable(8) double* @"??A?$Vec@N@@QAEAANH@Z"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.Vec.0*, align 4
  store i32 %1, i32* %3, align 4
  store %class.Vec.0* %0, %class.Vec.0** %4, align 4
  %5 = load %class.Vec.0*, %class.Vec.0** %4, align 4
  %6 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %5, i32 0, i32 0
  %7 = load double*, double** %6, align 4
  %8 = load i32, i32* %3, align 4
  %9 = getelementptr inbounds double, double* %7, i32 %8
  ret double* %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?size@?$Vec@H@@QBEHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(12) %class.Vec* @"??$xmove@V?$Vec@H@@@@YA$$QAV?$Vec@H@@AAV0@@Z"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  ret %class.Vec* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Vec* @"??0?$Vec@H@@QAE@$$QAV0@@Z"(%class.Vec* noundef nonnull returned align 4 dereferenceable(12) %0, %class.Vec* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %class.Vec*, align 4
  %4 = alloca %class.Vec*, align 4
  store %class.Vec* %1, %class.Vec** %3, align 4
  store %class.Vec* %0, %class.Vec** %4, align 4
  %5 = load %class.Vec*, %class.Vec** %4, align 4
  %6 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 0
  %7 = load %class.Vec*, %class.Vec** %3, align 4
  %8 = getelementptr inbounds %class.Vec, %class.Vec* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  store i32* %9, i32** %6, align 4
  %10 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 1
  %11 = load %class.Vec*, %class.Vec** %3, align 4
  %12 = getelementptr inbounds %class.Vec, %class.Vec* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %10, align 4
  %14 = getelementptr inbounds %class.Vec, %class.Vec* %5, i32 0, i32 2
  %15 = load %class.Vec*, %class.Vec** %3, align 4
  %16 = getelementptr inbounds %class.Vec, %class.Vec* %15, i32 0, i32 2
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %14, align 4
  %18 = load %class.Vec*, %class.Vec** %3, align 4
  %19 = getelementptr inbounds %class.Vec, %class.Vec* %18, i32 0, i32 0
  store i32* null, i32** %19, align 4
  %20 = load %class.Vec*, %class.Vec** %3, align 4
  %21 = getelementptr inbounds %class.Vec, %class.Vec* %20, i32 0, i32 2
  store i32 0, i32* %21, align 4
  %22 = load %class.Vec*, %class.Vec** %3, align 4
  %23 = getelementptr inbounds %class.Vec, %class.Vec* %22, i32 0, i32 1
  store i32 0, i32* %23, align 4
  ret %class.Vec* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32* @"?begin@?$Vec@H@@QAEPAHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 4
  ret i32* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32* @"?end@?$Vec@H@@QAEPAHXZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
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
define linkonce_odr dso_local x86_thiscallcc noundef %class.Vec.2* @"??0?$Vec@UPoint@@@@QAE@XZ"(%class.Vec.2* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local x86_thiscallcc void @"?push@?$Vec@UPoint@@@@QAEXABUPoint@@@Z"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %0, %struct.Point* noundef nonnull align 4 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca %struct.Point*, align 4
  %4 = alloca %class.Vec.2*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point*, align 4
  %7 = alloca i32, align 4
  store %struct.Point* %1, %struct.Point** %3, align 4
  store %class.Vec.2* %0, %class.Vec.2** %4, align 4
  %8 = load %class.Vec.2*, %class.Vec.2** %4, align 4
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
  %30 = call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %29) #10
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
  br label %32, !llvm.loop !10

50:                                               ; preds = %32
  %51 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %8, i32 0, i32 0
  %52 = load %struct.Point*, %struct.Point** %51, align 4
  %53 = icmp eq %struct.Point* %52, null
  br i1 %53, label %56, label %54

54:                                               ; preds = %50
  %55 = bitcast %struct.Point* %52 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %55) #11
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
  %62 = load %struct.Point*, %struct.Point** %3, align 4
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
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_3>@?0??main@@9@H@?$Vec@UPoint@@@@QBEHHV<lambda_3>@?0??main@@9@@Z"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, %class.anon.3* noundef byval(%class.anon.3) align 4 %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca %class.Vec.2*, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store %class.Vec.2* %0, %class.Vec.2** %5, align 4
  %7 = load %class.Vec.2*, %class.Vec.2** %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %20, %3
  %9 = load i32, i32* %6, align 4
  %10 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %7, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %8
  %14 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %7, i32 0, i32 0
  %15 = load %struct.Point*, %struct.Point** %14, align 4
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds %struct.Point, %struct.Point* %15, i32 %16
  %18 = load i32, i32* %4, align 4
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@HABUPoint@@@Z"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %2, i32 noundef %18, %struct.Point* noundef nonnull align 4 dereferenceable(8) %17)
  store i32 %19, i32* %4, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %8, !llvm.loop !11

23:                                               ; preds = %8
  %24 = load i32, i32* %4, align 4
  ret i32 %24
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?size@?$Array@H$02@@QBEHXZ"(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array.5*, align 4
  store %struct.Array.5* %0, %struct.Array.5** %2, align 4
  %3 = load %struct.Array.5*, %struct.Array.5** %2, align 4
  ret i32 3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sum@?$Array@H$02@@QBEHXZ"(%struct.Array.5* noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
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
  br label %6, !llvm.loop !12

19:                                               ; preds = %6
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?size@?$Array@N$04@@QBEHXZ"(%struct.Array* noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca %struct.Array*, align 4
  store %struct.Array* %0, %struct.Array** %2, align 4
  %3 = load %struct.Array*, %struct.Array** %2, align 4
  ret i32 5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?sum@?$Array@N$04@@QBENXZ"(%struct.Array* noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
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
  br label %6, !llvm.loop !13

19:                                               ; preds = %6
  %20 = load double, double* %3, align 8
  ret double %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$type_name@D@@YAPBDXZ"() #0 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07CIFAGBMG@unknown?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @"??$max_of@_J_J_J@@YA_J_J00@Z"(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 comdat {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %2, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %0, i64* %6, align 8
  %8 = load i64, i64* %4, align 8
  %9 = load i64, i64* %5, align 8
  %10 = call noundef i64 @"??$max_of@_J_J@@YA_J_J0@Z"(i64 noundef %9, i64 noundef %8)
  store i64 %10, i64* %7, align 8
  %11 = load i64, i64* %6, align 8
  %12 = load i64, i64* %7, align 8
  %13 = icmp sgt i64 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i64, i64* %6, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load i64, i64* %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i64 [ %15, %14 ], [ %17, %16 ]
  ret i64 %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$max_of@NNN@@YANNNN@Z"(double noundef %0, double noundef %1, double noundef %2) #0 comdat {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store double %0, double* %6, align 8
  %8 = load double, double* %4, align 8
  %9 = load double, double* %5, align 8
  %10 = call noundef double @"??$max_of@NN@@YANNN@Z"(double noundef %9, double noundef %8)
  store double %10, double* %7, align 8
  %11 = load double, double* %6, align 8
  %12 = load double, double* %7, align 8
  %13 = fcmp ogt double %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load double, double* %6, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load double, double* %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi double [ %15, %14 ], [ %17, %16 ]
  ret double %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@HHHH@@YAHHHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %0, i32* %8, align 4
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %7, align 4
  %13 = call noundef i32 @"??$max_of@HHH@@YAHHHH@Z"(i32 noundef %12, i32 noundef %11, i32 noundef %10)
  store i32 %13, i32* %9, align 4
  %14 = load i32, i32* %8, align 4
  %15 = load i32, i32* %9, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %4
  %18 = load i32, i32* %8, align 4
  br label %21

19:                                               ; preds = %4
  %20 = load i32, i32* %9, align 4
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @"?cfact@@YA_KH@Z"(i32 noundef %0) #0 comdat {
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
  %11 = call noundef i64 @"?cfact@@YA_KH@Z"(i32 noundef %10)
  %12 = mul i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 1, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 comdat {
  %5 = alloca i8*, align 4
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i8* %3, i8** %5, align 4
  store double %2, double* %6, align 8
  store i8 %1, i8* %7, align 1
  store i32 %0, i32* %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?greet@?$Greeter@UAlice@@@@QBEXXZ"(%struct.Greeter* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca %struct.Greeter*, align 4
  store %struct.Greeter* %0, %struct.Greeter** %2, align 4
  %3 = load %struct.Greeter*, %struct.Greeter** %2, align 4
  %4 = bitcast %struct.Greeter* %3 to %struct.Alice*
  %5 = getelementptr inbounds %struct.Alice, %struct.Alice* %4, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  %7 = bitcast %struct.Greeter* %3 to %struct.Alice*
  %8 = call x86_thiscallcc noundef i8* @"?name@Alice@@QBEPBDXZ"(%struct.Alice* noundef nonnull align 4 dereferenceable(4) %7)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %8, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?greet@?$Greeter@UBob@@@@QBEXXZ"(%struct.Greeter.6* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca %struct.Greeter.6*, align 4
  store %struct.Greeter.6* %0, %struct.Greeter.6** %2, align 4
  %3 = load %struct.Greeter.6*, %struct.Greeter.6** %2, align 4
  %4 = bitcast %struct.Greeter.6* %3 to %struct.Bob*
  %5 = getelementptr inbounds %struct.Bob, %struct.Bob* %4, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  %7 = bitcast %struct.Greeter.6* %3 to %struct.Bob*
  %8 = call x86_thiscallcc noundef i8* @"?name@Bob@@QBEPBDXZ"(%struct.Bob* noundef nonnull align 4 dereferenceable(4) %7)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %8, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_4>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.8* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.8*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.8* %0, %class.anon.8** %4, align 4
  %5 = load %class.anon.8*, %class.anon.8** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = getelementptr inbounds %class.anon.8, %class.anon.8* %5, i32 0, i32 0
  %8 = load i32*, i32** %7, align 4
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, %6
  store i32 %10, i32* %8, align 4
  %11 = getelementptr inbounds %class.anon.8, %class.anon.8* %5, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc void @"??R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.9* noundef nonnull align 1 dereferenceable(1) %0, %class.anon.11* noalias sret(%class.anon.11) align 4 %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.9*, align 4
  %7 = bitcast %class.anon.11* %1 to i8*
  store i8* %7, i8** %4, align 4
  store i32 %2, i32* %5, align 4
  store %class.anon.9* %0, %class.anon.9** %6, align 4
  %8 = load %class.anon.9*, %class.anon.9** %6, align 4
  %9 = getelementptr inbounds %class.anon.11, %class.anon.11* %1, i32 0, i32 0
  %10 = load i32, i32* %5, align 4
  store i32 %10, i32* %9, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"??$apply_n@V<lambda_6>@?0??main@@9@@@YAHV<lambda_6>@?0??main@@9@HH@Z"(%class.anon.12* noundef byval(%class.anon.12) align 4 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %3
  %7 = load i32, i32* %5, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %5, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4
  %12 = call x86_thiscallcc noundef i32 @"??R<lambda_6>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.12* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %11)
  store i32 %12, i32* %4, align 4
  br label %6, !llvm.loop !14

13:                                               ; preds = %6
  %14 = load i32, i32* %4, align 4
  ret i32 %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"??$apply_n@V<lambda_1>@?0???R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z@@@YAHV<lambda_1>@?0???R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z@HH@Z"(i32 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.11, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.11, %class.anon.11* %4, i32 0, i32 0
  store i32 %0, i32* %7, align 4
  store i32 %2, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, i32* %6, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* %6, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z@QBE?A?3@H@Z"(%class.anon.11* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %13)
  store i32 %14, i32* %5, align 4
  br label %8, !llvm.loop !15

15:                                               ; preds = %8
  %16 = load i32, i32* %5, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i64 @"??$?R_J_J@<lambda_0>@?0??main@@9@QBE?A?<auto>@@_J0@Z"(%class.anon.14* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #0 align 2 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %class.anon.14*, align 4
  store i64 %2, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store %class.anon.14* %0, %class.anon.14** %6, align 4
  %7 = load %class.anon.14*, %class.anon.14** %6, align 4
  %8 = load i64, i64* %5, align 8
  %9 = load i64, i64* %4, align 8
  %10 = mul nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??$?RNN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.14* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.anon.14*, align 4
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %class.anon.14* %0, %class.anon.14** %6, align 4
  %7 = load %class.anon.14*, %class.anon.14** %6, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %4, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??$?RHH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@HH@Z"(%class.anon.14* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.14*, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store %class.anon.14* %0, %class.anon.14** %6, align 4
  %7 = load %class.anon.14*, %class.anon.14** %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = mul nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 (i32)* @"??B<lambda_7>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(%class.anon.16* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca %class.anon.16*, align 4
  store %class.anon.16* %0, %class.anon.16** %2, align 4
  %3 = load %class.anon.16*, %class.anon.16** %2, align 4
  ret i32 (i32)* @"?__invoke@<lambda_7>@?0??main@@9@CA?A?<auto>@@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_8>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon.18* noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca %class.anon.18*, align 4
  store %class.anon.18* %0, %class.anon.18** %2, align 4
  %3 = load %class.anon.18*, %class.anon.18** %2, align 4
  %4 = getelementptr inbounds %class.anon.18, %class.anon.18* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, i32* %4, align 4
  %7 = getelementptr inbounds %class.anon.18, %class.anon.18* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Vec@UPoint@@@@QAE@XZ"(%class.Vec.2* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.2*, align 4
  store %class.Vec.2* %0, %class.Vec.2** %2, align 4
  %3 = load %class.Vec.2*, %class.Vec.2** %2, align 4
  %4 = getelementptr inbounds %class.Vec.2, %class.Vec.2* %3, i32 0, i32 0
  %5 = load %struct.Point*, %struct.Point** %4, align 4
  %6 = icmp eq %struct.Point* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = bitcast %struct.Point* %5 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %8) #11
  br label %9

9:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Vec@H@@QAE@XZ"(%class.Vec* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec*, align 4
  store %class.Vec* %0, %class.Vec** %2, align 4
  %3 = load %class.Vec*, %class.Vec** %2, align 4
  %4 = getelementptr inbounds %class.Vec, %class.Vec* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 4
  %6 = icmp eq i32* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = bitcast i32* %5 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %8) #11
  br label %9

9:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Vec@N@@QAE@XZ"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %class.Vec.0*, align 4
  store %class.Vec.0* %0, %class.Vec.0** %2, align 4
  %3 = load %class.Vec.0*, %class.Vec.0** %2, align 4
  %4 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %3, i32 0, i32 0
  %5 = load double*, double** %4, align 4
  %6 = icmp eq double* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = bitcast double* %5 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %8) #11
  br label %9

9:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal noundef i32 @"?__invoke@<lambda_7>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #2 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call x86_thiscallcc noundef i32 @"??R<lambda_7>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.16* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_7>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.16* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.16*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.16* %0, %class.anon.16** %4, align 4
  %5 = load %class.anon.16*, %class.anon.16** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(i8* noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #7

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Vec.0* @"??0?$Vec@N@@QAE@XZ"(%class.Vec.0* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local x86_thiscallcc void @"?push@?$Vec@N@@QAEXABN@Z"(%class.Vec.0* noundef nonnull align 4 dereferenceable(12) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca double*, align 4
  %4 = alloca %class.Vec.0*, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 4
  %7 = alloca i32, align 4
  store double* %1, double** %3, align 4
  store %class.Vec.0* %0, %class.Vec.0** %4, align 4
  %8 = load %class.Vec.0*, %class.Vec.0** %4, align 4
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
  %30 = call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %29) #10
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
  br label %32, !llvm.loop !16

49:                                               ; preds = %32
  %50 = getelementptr inbounds %class.Vec.0, %class.Vec.0* %8, i32 0, i32 0
  %51 = load double*, double** %50, align 4
  %52 = icmp eq double* %51, null
  br i1 %52, label %55, label %53

53:                                               ; preds = %49
  %54 = bitcast double* %51 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %54) #11
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
  %61 = load double*, double** %3, align 4
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
define internal x86_thiscallcc noundef double @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  %5 = load %class.anon*, %class.anon** %4, align 4
  %6 = load i32, i32* %3, align 4
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
define internal x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.anon.1*, align 4
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %class.anon.1* %0, %class.anon.1** %6, align 4
  %7 = load %class.anon.1*, %class.anon.1** %6, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %4, align 8
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@HABUPoint@@@Z"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, %struct.Point* noundef nonnull align 4 dereferenceable(8) %2) #0 align 2 {
  %4 = alloca %struct.Point*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.3*, align 4
  store %struct.Point* %2, %struct.Point** %4, align 4
  store i32 %1, i32* %5, align 4
  store %class.anon.3* %0, %class.anon.3** %6, align 4
  %7 = load %class.anon.3*, %class.anon.3** %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load %struct.Point*, %struct.Point** %4, align 4
  %10 = getelementptr inbounds %struct.Point, %struct.Point* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load %struct.Point*, %struct.Point** %4, align 4
  %15 = getelementptr inbounds %struct.Point, %struct.Point* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = sub nsw i32 0, %16
  br label %22

18:                                               ; preds = %3
  %19 = load %struct.Point*, %struct.Point** %4, align 4
  %20 = getelementptr inbounds %struct.Point, %struct.Point* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  br label %22

22:                                               ; preds = %18, %13
  %23 = phi i32 [ %17, %13 ], [ %21, %18 ]
  %24 = add nsw i32 %8, %23
  %25 = load %struct.Point*, %struct.Point** %4, align 4
  %26 = getelementptr inbounds %struct.Point, %struct.Point* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = load %struct.Point*, %struct.Point** %4, align 4
  %31 = getelementptr inbounds %struct.Point, %struct.Point* %30, i32 0, i32 1
  %32 = load i32, i32* %31, align 4
  %33 = sub nsw i32 0, %32
  br label %38

34:                                               ; preds = %22
  %35 = load %struct.Point*, %struct.Point** %4, align 4
  %36 = getelementptr inbounds %struct.Point, %struct.Point* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  br label %38

38:                                               ; preds = %34, %29
  %39 = phi i32 [ %33, %29 ], [ %37, %34 ]
  %40 = add nsw i32 %24, %39
  ret i32 %40
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@HHH@@YAHHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 comdat {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %0, i32* %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = call noundef i32 @"??$max_of@HH@@YAHHH@Z"(i32 noundef %9, i32 noundef %8)
  store i32 %10, i32* %7, align 4
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %7, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, i32* %6, align 4
  br label %18

16:                                               ; preds = %3
  %17 = load i32, i32* %7, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  ret i32 %19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@HH@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = call noundef i32 @"??$max_of@H@@YAHH@Z"(i32 noundef %6)
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHH@Z"(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$max_of@NN@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %1, double* %3, align 8
  store double %0, double* %4, align 8
  %6 = load double, double* %3, align 8
  %7 = call noundef double @"??$max_of@N@@YANN@Z"(double noundef %6)
  store double %7, double* %5, align 8
  %8 = load double, double* %4, align 8
  %9 = load double, double* %5, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load double, double* %4, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load double, double* %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANN@Z"(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @"??$max_of@_J_J@@YA_J_J0@Z"(i64 noundef %0, i64 noundef %1) #0 comdat {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, i64* %3, align 8
  store i64 %0, i64* %4, align 8
  %6 = load i64, i64* %3, align 8
  %7 = call noundef i64 @"??$max_of@_J@@YA_J_J@Z"(i64 noundef %6)
  store i64 %7, i64* %5, align 8
  %8 = load i64, i64* %4, align 8
  %9 = load i64, i64* %5, align 8
  %10 = icmp sgt i64 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i64, i64* %4, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load i64, i64* %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i64 [ %12, %11 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @"??$max_of@_J@@YA_J_J@Z"(i64 noundef %0) #0 comdat {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Alice@@QBEPBDXZ"(%struct.Alice* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Alice*, align 4
  store %struct.Alice* %0, %struct.Alice** %2, align 4
  %3 = load %struct.Alice*, %struct.Alice** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MCMOEPML@Alice?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Bob@@QBEPBDXZ"(%struct.Bob* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Bob*, align 4
  store %struct.Bob* %0, %struct.Bob** %2, align 4
  %3 = load %struct.Bob*, %struct.Bob** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PLOGDFGN@Bob?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???R<lambda_5>@?0??main@@9@QBE?A?<auto>@@H@Z@QBE?A?3@H@Z"(%class.anon.11* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.11*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.11* %0, %class.anon.11** %4, align 4
  %5 = load %class.anon.11*, %class.anon.11** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = getelementptr inbounds %class.anon.11, %class.anon.11* %5, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_6>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.12* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.12*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.12* %0, %class.anon.12** %4, align 4
  %5 = load %class.anon.12*, %class.anon.12** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = mul nsw i32 %6, %7
  ret i32 %8
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
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
