; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
%class.anon.8 = type { ptr }
%class.anon.9 = type { i8 }
%class.anon.11 = type { i32 }
%class.anon.12 = type { i8 }
%class.anon.14 = type { i8 }
%class.anon.16 = type { i8 }
%class.anon.18 = type { i32 }

$"??0?$Vec@H@@QEAA@XZ" = comdat any

$"?push@?$Vec@H@@QEAAXAEBH@Z" = comdat any

$"??A?$Vec@N@@QEAAAEANH@Z" = comdat any

$"?size@?$Vec@H@@QEBAHXZ" = comdat any

$"??$xmove@V?$Vec@H@@@@YA$$QEAV?$Vec@H@@AEAV0@@Z" = comdat any

$"??0?$Vec@H@@QEAA@$$QEAV0@@Z" = comdat any

$"?begin@?$Vec@H@@QEAAPEAHXZ" = comdat any

$"?end@?$Vec@H@@QEAAPEAHXZ" = comdat any

$"??0?$Vec@UPoint@@@@QEAA@XZ" = comdat any

$"?push@?$Vec@UPoint@@@@QEAAXAEBUPoint@@@Z" = comdat any

$"?size@?$Array@H$02@@QEBAHXZ" = comdat any

$"?sum@?$Array@H$02@@QEBAHXZ" = comdat any

$"?size@?$Array@N$04@@QEBAHXZ" = comdat any

$"?sum@?$Array@N$04@@QEBANXZ" = comdat any

$"??$type_name@D@@YAPEBDXZ" = comdat any

$"??$max_of@_J_J_J@@YA_J_J00@Z" = comdat any

$"??$max_of@NNN@@YANNNN@Z" = comdat any

$"??$max_of@HHHH@@YAHHHHH@Z" = comdat any

$"?cfact@@YA_KH@Z" = comdat any

$"??$count_args@HDNPEBD@@YAHHDNPEBD@Z" = comdat any

$"?greet@?$Greeter@UAlice@@@@QEBAXXZ" = comdat any

$"?greet@?$Greeter@UBob@@@@QEBAXXZ" = comdat any

$"??1?$Vec@UPoint@@@@QEAA@XZ" = comdat any

$"??1?$Vec@H@@QEAA@XZ" = comdat any

$"??1?$Vec@N@@QEAA@XZ" = comdat any

$"??0?$Vec@N@@QEAA@XZ" = comdat any

$"?push@?$Vec@N@@QEAAXAEBN@Z" = comdat any

$"??$max_of@HHH@@YAHHHH@Z" = comdat any

$"??$max_of@HH@@YAHHH@Z" = comdat any

$"??$max_of@H@@YAHH@Z" = comdat any

$"??$max_of@NN@@YANNN@Z" = comdat any

$"??$max_of@N@@YANN@Z" = comdat any

$"??$max_of@_J_J@@YA_J_J0@Z" = comdat any

$"??$max_of@_J@@YA_J_J@Z" = comdat any

$"?name@Alice@@QEBAPEBDXZ" = comdat any

$"?name@Bob@@QEBAPEBDXZ" = comdat any

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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @"??$type_name@H@@YAPEBDXZ"() #0 {
  ret ptr @"??_C@_03JBIPMCLC@int?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @"??$type_name@N@@YAPEBDXZ"() #0 {
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @"??$type_name@_J@@YAPEBDXZ"() #0 {
  ret ptr @"??_C@_09IPNKJOIF@long?5long?$AA@"
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
  %25 = alloca %class.anon.8, align 8
  %26 = alloca %class.anon.9, align 1
  %27 = alloca %class.anon.11, align 4
  %28 = alloca %class.anon.12, align 1
  %29 = alloca %class.anon.11, align 4
  %30 = alloca %class.anon.14, align 1
  %31 = alloca ptr, align 8
  %32 = alloca %class.anon.16, align 1
  %33 = alloca i32, align 4
  %34 = alloca %class.anon.18, align 4
  store i32 0, ptr %1, align 4
  %35 = call noundef ptr @"??0?$Vec@H@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %2) #8
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
  call void @"?push@?$Vec@H@@QEAAXAEBH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 4 dereferenceable(4) %4)
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
  %50 = load i32, ptr %49, align 4
  call void @"??$map@V<lambda_1>@?0??main@@9@@?$Vec@H@@QEAA?AV?$Vec@N@@V<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr dead_on_unwind writable sret(%class.Vec.0) align 8 %6, i32 %50)
  %51 = getelementptr inbounds %class.anon.1, ptr %8, i32 0, i32 0
  %52 = load i8, ptr %51, align 1
  %53 = call noundef double @"??$fold@V<lambda_2>@?0??main@@9@N@?$Vec@N@@QEBANNV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef 0.000000e+00, i8 %52)
  %54 = call noundef nonnull align 8 dereferenceable(8) ptr @"??A?$Vec@N@@QEAAAEANH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 19)
  %55 = load double, ptr %54, align 8
  %56 = call noundef i32 @"?size@?$Vec@H@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@", i32 noundef %56, double noundef %55, double noundef %53)
  %58 = call noundef nonnull align 8 dereferenceable(16) ptr @"??$xmove@V?$Vec@H@@@@YA$$QEAV?$Vec@H@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %59 = call noundef ptr @"??0?$Vec@H@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %58)
  %60 = call noundef i32 @"?size@?$Vec@H@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %61 = call noundef i32 @"?size@?$Vec@H@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %9)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@", i32 noundef %61, i32 noundef %60)
  store i32 0, ptr %10, align 4
  store ptr %9, ptr %11, align 8
  %63 = load ptr, ptr %11, align 8
  %64 = call noundef ptr @"?begin@?$Vec@H@@QEAAPEAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %63)
  store ptr %64, ptr %12, align 8
  %65 = load ptr, ptr %11, align 8
  %66 = call noundef ptr @"?end@?$Vec@H@@QEAAPEAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %65)
  store ptr %66, ptr %13, align 8
  br label %67

67:                                               ; preds = %81, %46
  %68 = load ptr, ptr %12, align 8
  %69 = load ptr, ptr %13, align 8
  %70 = icmp ne ptr %68, %69
  br i1 %70, label %71, label %84

71:                                               ; preds = %67
  %72 = load ptr, ptr %12, align 8
  %73 = load i32, ptr %72, align 4
  store i32 %73, ptr %14, align 4
  %74 = load i32, ptr %14, align 4
  %75 = srem i32 %74, 2
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %80

77:                                               ; preds = %71
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  br label %80

80:                                               ; preds = %77, %71
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %12, align 8
  %83 = getelementptr inbounds i32, ptr %82, i32 1
  store ptr %83, ptr %12, align 8
  br label %67

84:                                               ; preds = %67
  %85 = load i32, ptr %10, align 4
  %86 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@", i32 noundef %85)
  %87 = call noundef ptr @"??0?$Vec@UPoint@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %15) #8
  store i32 0, ptr %16, align 4
  br label %88

88:                                               ; preds = %98, %84
  %89 = load i32, ptr %16, align 4
  %90 = icmp slt i32 %89, 6
  br i1 %90, label %91, label %101

91:                                               ; preds = %88
  %92 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 0
  %93 = load i32, ptr %16, align 4
  store i32 %93, ptr %92, align 4
  %94 = getelementptr inbounds %struct.Point, ptr %17, i32 0, i32 1
  %95 = load i32, ptr %16, align 4
  %96 = sub nsw i32 0, %95
  %97 = mul nsw i32 %96, 3
  store i32 %97, ptr %94, align 4
  call void @"?push@?$Vec@UPoint@@@@QEAAXAEBUPoint@@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(8) %17)
  br label %98

98:                                               ; preds = %91
  %99 = load i32, ptr %16, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %16, align 4
  br label %88, !llvm.loop !7

101:                                              ; preds = %88
  %102 = getelementptr inbounds %class.anon.3, ptr %19, i32 0, i32 0
  %103 = load i8, ptr %102, align 1
  %104 = call noundef i32 @"??$fold@V<lambda_3>@?0??main@@9@H@?$Vec@UPoint@@@@QEBAHHV<lambda_3>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 0, i8 %103)
  store i32 %104, ptr %18, align 4
  %105 = load i32, ptr %18, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@", i32 noundef %105)
  call void @llvm.memset.p0.i64(ptr align 8 %20, i8 0, i64 40, i1 false)
  %107 = getelementptr inbounds %struct.Array, ptr %20, i32 0, i32 0
  %108 = getelementptr inbounds [5 x double], ptr %107, i32 0, i32 0
  store double 1.500000e+00, ptr %108, align 8
  %109 = getelementptr inbounds [5 x double], ptr %107, i32 0, i32 1
  store double 2.500000e+00, ptr %109, align 8
  %110 = getelementptr inbounds [5 x double], ptr %107, i32 0, i32 2
  store double 3.500000e+00, ptr %110, align 8
  %111 = getelementptr inbounds [5 x double], ptr %107, i32 0, i32 3
  store double 4.500000e+00, ptr %111, align 8
  %112 = getelementptr inbounds [5 x double], ptr %107, i32 0, i32 4
  store double 5.500000e+00, ptr %112, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.main.ai, i64 12, i1 false)
  %113 = call noundef i32 @"?size@?$Array@H$02@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %21)
  %114 = call noundef i32 @"?sum@?$Array@H$02@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %21)
  %115 = call noundef i32 @"?size@?$Array@N$04@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(40) %20)
  %116 = call noundef double @"?sum@?$Array@N$04@@QEBANXZ"(ptr noundef nonnull align 8 dereferenceable(40) %20)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", double noundef %116, i32 noundef %115, i32 noundef %114, i32 noundef %113)
  %118 = call noundef ptr @"??$type_name@D@@YAPEBDXZ"()
  %119 = call noundef ptr @"??$type_name@_J@@YAPEBDXZ"()
  %120 = call noundef ptr @"??$type_name@N@@YAPEBDXZ"()
  %121 = call noundef ptr @"??$type_name@H@@YAPEBDXZ"()
  %122 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", ptr noundef %121, ptr noundef %120, ptr noundef %119, ptr noundef %118)
  %123 = call noundef i64 @"??$max_of@_J_J_J@@YA_J_J00@Z"(i64 noundef 5, i64 noundef 1099511627776, i64 noundef 3)
  %124 = call noundef double @"??$max_of@NNN@@YANNNN@Z"(double noundef 1.500000e+00, double noundef -2.500000e+00, double noundef 2.500000e-01)
  %125 = call noundef i32 @"??$max_of@HHHH@@YAHHHHH@Z"(i32 noundef 3, i32 noundef 9, i32 noundef -2, i32 noundef 7)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@", i32 noundef %125, double noundef %124, i64 noundef %123)
  %127 = call noundef i64 @"?cfact@@YA_KH@Z"(i32 noundef 20)
  %128 = call noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef 1, i8 noundef 97, double noundef 2.000000e+00, ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
  %129 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@", i32 noundef %128, i64 noundef %127, i64 noundef 23416728348467685)
  %130 = getelementptr inbounds %struct.Alice, ptr %22, i32 0, i32 0
  store i32 1, ptr %130, align 4
  call void @"?greet@?$Greeter@UAlice@@@@QEBAXXZ"(ptr noundef nonnull align 1 dereferenceable(1) %22)
  %131 = getelementptr inbounds %struct.Bob, ptr %23, i32 0, i32 0
  store i32 2, ptr %131, align 4
  call void @"?greet@?$Greeter@UBob@@@@QEBAXXZ"(ptr noundef nonnull align 1 dereferenceable(1) %23)
  store i32 0, ptr %24, align 4
  %132 = getelementptr inbounds %class.anon.8, ptr %25, i32 0, i32 0
  store ptr %24, ptr %132, align 8
  %133 = call noundef i32 @"??R<lambda_4>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %25, i32 noundef 5)
  %134 = call noundef i32 @"??R<lambda_4>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %25, i32 noundef 7)
  %135 = load i32, ptr %24, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@", i32 noundef %135)
  call void @"??R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr dead_on_unwind writable sret(%class.anon.11) align 4 %27, i32 noundef 10)
  %137 = getelementptr inbounds %class.anon.12, ptr %28, i32 0, i32 0
  %138 = load i8, ptr %137, align 1
  %139 = call noundef i32 @"??$apply_n@V<lambda_6>@?0??main@@9@@@YAHV<lambda_6>@?0??main@@9@HH@Z"(i8 %138, i32 noundef 3, i32 noundef 3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %27, i64 4, i1 false)
  %140 = getelementptr inbounds %class.anon.11, ptr %29, i32 0, i32 0
  %141 = load i32, ptr %140, align 4
  %142 = call noundef i32 @"??$apply_n@V<lambda_1>@?0???R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z@@@YAHV<lambda_1>@?0???R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z@HH@Z"(i32 %141, i32 noundef 5, i32 noundef 1)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@", i32 noundef %142, i32 noundef %139)
  %144 = call noundef i64 @"??$?R_J_J@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@_J0@Z"(ptr noundef nonnull align 1 dereferenceable(1) %30, i64 noundef 1048576, i64 noundef 1048576)
  %145 = call noundef double @"??$?RNN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %30, double noundef 1.500000e+00, double noundef 2.500000e-01)
  %146 = call noundef i32 @"??$?RHH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %30, i32 noundef 6, i32 noundef 7)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@", i32 noundef %146, double noundef %145, i64 noundef %144)
  %148 = call noundef ptr @"??B<lambda_7>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %32) #8
  store ptr %148, ptr %31, align 8
  %149 = load ptr, ptr %31, align 8
  %150 = load ptr, ptr %31, align 8
  %151 = call noundef i32 %150(i32 noundef 2)
  %152 = call noundef i32 %149(i32 noundef %151)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@", i32 noundef %152)
  store i32 1, ptr %33, align 4
  %154 = getelementptr inbounds %class.anon.18, ptr %34, i32 0, i32 0
  %155 = load i32, ptr %33, align 4
  store i32 %155, ptr %154, align 4
  %156 = call noundef i32 @"??R<lambda_8>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %34)
  %157 = load i32, ptr %33, align 4
  %158 = call noundef i32 @"??R<lambda_8>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %34)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@", i32 noundef %158, i32 noundef %157)
  store i32 17, ptr %1, align 4
  call void @"??1?$Vec@UPoint@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %15) #8
  call void @"??1?$Vec@H@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %9) #8
  call void @"??1?$Vec@N@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #8
  call void @"??1?$Vec@H@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %2) #8
  %160 = load i32, ptr %1, align 4
  ret i32 %160
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Vec@H@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?push@?$Vec@H@@QEAAXAEBH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
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
  %31 = call noalias noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef %30) #9
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
  call void @"??_V@YAXPEAX@Z"(ptr noundef %53) #10
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
  %62 = load ptr, ptr %3, align 8
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
define internal void @"??$map@V<lambda_1>@?0??main@@9@@?$Vec@H@@QEAA?AV?$Vec@N@@V<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr dead_on_unwind noalias writable sret(%class.Vec.0) align 8 %1, i32 %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %1, ptr %4, align 8
  %10 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  store i32 %2, ptr %10, align 4
  store ptr %0, ptr %6, align 8
  %11 = load ptr, ptr %6, align 8
  store i1 false, ptr %7, align 1
  %12 = call noundef ptr @"??0?$Vec@N@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %1) #8
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %26, %3
  %14 = load i32, ptr %8, align 4
  %15 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %29

18:                                               ; preds = %13
  %19 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = call noundef double @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %24)
  store double %25, ptr %9, align 8
  call void @"?push@?$Vec@N@@QEAAXAEBN@Z"(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(8) %9)
  br label %26

26:                                               ; preds = %18
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %13, !llvm.loop !9

29:                                               ; preds = %13
  store i1 true, ptr %7, align 1
  %30 = load i1, ptr %7, align 1
  br i1 %30, label %32, label %31

31:                                               ; preds = %29
  call void @"??1?$Vec@N@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %1) #8
  br label %32

32:                                               ; preds = %31, %29
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??$fold@V<lambda_2>@?0??main@@9@N@?$Vec@N@@QEBANNV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, i8 %2) #0 align 2 {
  %4 = alloca %class.anon.1, align 1
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.1, ptr %4, i32 0, i32 0
  store i8 %2, ptr %8, align 1
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %9 = load ptr, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %24, %3
  %11 = load i32, ptr %7, align 4
  %12 = getelementptr inbounds %class.Vec.0, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %10
  %16 = getelementptr inbounds %class.Vec.0, ptr %9, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = call noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %4, double noundef %22, double noundef %21)
  store double %23, ptr %5, align 8
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %10, !llvm.loop !10

27:                                               ; preds = %10
  %28 = load double, ptr %5, align 8
  ret double %28
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??A?$Vec@N@@QEAAAEANH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Vec.0, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, ptr %7, i64 %9
  ret ptr %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?size@?$Vec@H@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @"??$xmove@V?$Vec@H@@@@YA$$QEAV?$Vec@H@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Vec@H@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %class.Vec, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %class.Vec, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  store i32 %13, ptr %10, align 8
  %14 = getelementptr inbounds %class.Vec, ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %class.Vec, ptr %15, i32 0, i32 2
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %14, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %class.Vec, ptr %18, i32 0, i32 0
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %class.Vec, ptr %20, i32 0, i32 2
  store i32 0, ptr %21, align 4
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %class.Vec, ptr %22, i32 0, i32 1
  store i32 0, ptr %23, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?begin@?$Vec@H@@QEAAPEAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?end@?$Vec@H@@QEAAPEAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @"??0?$Vec@UPoint@@@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?push@?$Vec@UPoint@@@@QEAAXAEBUPoint@@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
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
  %31 = call noalias noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef %30) #9
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
  call void @"??_V@YAXPEAX@Z"(ptr noundef %52) #10
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
  %61 = load ptr, ptr %3, align 8
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
define internal noundef i32 @"??$fold@V<lambda_3>@?0??main@@9@H@?$Vec@UPoint@@@@QEBAHHV<lambda_3>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i8 %2) #0 align 2 {
  %4 = alloca %class.anon.3, align 1
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.3, ptr %4, i32 0, i32 0
  store i8 %2, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %9 = load ptr, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, ptr %7, align 4
  %12 = getelementptr inbounds %class.Vec.2, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp slt i32 %11, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %10
  %16 = getelementptr inbounds %class.Vec.2, ptr %9, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.Point, ptr %17, i64 %19
  %21 = load i32, ptr %5, align 4
  %22 = call noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@HAEBUPoint@@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %21, ptr noundef nonnull align 4 dereferenceable(8) %20)
  store i32 %22, ptr %5, align 4
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %10, !llvm.loop !12

26:                                               ; preds = %10
  %27 = load i32, ptr %5, align 4
  ret i32 %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?size@?$Array@H$02@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?sum@?$Array@H$02@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 {
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
  br label %6, !llvm.loop !13

20:                                               ; preds = %6
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?size@?$Array@N$04@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?sum@?$Array@N$04@@QEBANXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) #0 comdat align 2 {
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
  br label %6, !llvm.loop !14

20:                                               ; preds = %6
  %21 = load double, ptr %3, align 8
  ret double %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$type_name@D@@YAPEBDXZ"() #0 comdat {
  ret ptr @"??_C@_07CIFAGBMG@unknown?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @"??$max_of@_J_J_J@@YA_J_J00@Z"(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 comdat {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %2, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %0, ptr %6, align 8
  %8 = load i64, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = call noundef i64 @"??$max_of@_J_J@@YA_J_J0@Z"(i64 noundef %9, i64 noundef %8)
  store i64 %10, ptr %7, align 8
  %11 = load i64, ptr %6, align 8
  %12 = load i64, ptr %7, align 8
  %13 = icmp sgt i64 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i64, ptr %6, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load i64, ptr %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i64 [ %15, %14 ], [ %17, %16 ]
  ret i64 %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$max_of@NNN@@YANNNN@Z"(double noundef %0, double noundef %1, double noundef %2) #0 comdat {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %0, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %5, align 8
  %10 = call noundef double @"??$max_of@NN@@YANNN@Z"(double noundef %9, double noundef %8)
  store double %10, ptr %7, align 8
  %11 = load double, ptr %6, align 8
  %12 = load double, ptr %7, align 8
  %13 = fcmp ogt double %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load double, ptr %6, align 8
  br label %18

16:                                               ; preds = %3
  %17 = load double, ptr %7, align 8
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi double [ %15, %14 ], [ %17, %16 ]
  ret double %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@HHHH@@YAHHHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %0, ptr %8, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = call noundef i32 @"??$max_of@HHH@@YAHHHH@Z"(i32 noundef %12, i32 noundef %11, i32 noundef %10)
  store i32 %13, ptr %9, align 4
  %14 = load i32, ptr %8, align 4
  %15 = load i32, ptr %9, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %4
  %18 = load i32, ptr %8, align 4
  br label %21

19:                                               ; preds = %4
  %20 = load i32, ptr %9, align 4
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @"?cfact@@YA_KH@Z"(i32 noundef %0) #0 comdat {
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
  %11 = call noundef i64 @"?cfact@@YA_KH@Z"(i32 noundef %10)
  %12 = mul i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 1, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef %0, i8 noundef %1, double noundef %2, ptr noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %3, ptr %5, align 8
  store double %2, ptr %6, align 8
  store i8 %1, ptr %7, align 1
  store i32 %0, ptr %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?greet@?$Greeter@UAlice@@@@QEBAXXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Alice, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call noundef ptr @"?name@Alice@@QEBAPEBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %3)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@", ptr noundef %6, i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?greet@?$Greeter@UBob@@@@QEBAXXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Bob, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call noundef ptr @"?name@Bob@@QEBAPEBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %3)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@", ptr noundef %6, i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_4>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = getelementptr inbounds %class.anon.8, ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %6
  store i32 %10, ptr %8, align 4
  %11 = getelementptr inbounds %class.anon.8, ptr %5, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = load i32, ptr %12, align 4
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"??R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr dead_on_unwind noalias writable sret(%class.anon.11) align 4 %1, i32 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.anon.11, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$apply_n@V<lambda_6>@?0??main@@9@@@YAHV<lambda_6>@?0??main@@9@HH@Z"(i8 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.12, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.12, ptr %4, i32 0, i32 0
  store i8 %0, ptr %7, align 1
  store i32 %2, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, ptr %6, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %6, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = call noundef i32 @"??R<lambda_6>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %13)
  store i32 %14, ptr %5, align 4
  br label %8, !llvm.loop !15

15:                                               ; preds = %8
  %16 = load i32, ptr %5, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$apply_n@V<lambda_1>@?0???R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z@@@YAHV<lambda_1>@?0???R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z@HH@Z"(i32 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %class.anon.11, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %class.anon.11, ptr %4, i32 0, i32 0
  store i32 %0, ptr %7, align 4
  store i32 %2, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, ptr %6, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %6, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = call noundef i32 @"??R<lambda_1>@?0???R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z@QEBA?A?3@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %13)
  store i32 %14, ptr %5, align 4
  br label %8, !llvm.loop !16

15:                                               ; preds = %8
  %16 = load i32, ptr %5, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @"??$?R_J_J@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@_J0@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #0 align 2 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %2, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %4, align 8
  %10 = mul nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??$?RNN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$?RHH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_7>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_7>@?0??main@@9@CA?A?<auto>@@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_8>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.18, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.18, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Vec@UPoint@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.2, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @"??_V@YAXPEAX@Z"(ptr noundef %5) #10
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Vec@H@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @"??_V@YAXPEAX@Z"(ptr noundef %5) #10
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Vec@N@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @"??_V@YAXPEAX@Z"(ptr noundef %5) #10
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_7>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #0 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.16, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"??R<lambda_7>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_7>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX@Z"(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Vec@N@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds %class.Vec.0, ptr %3, i32 0, i32 2
  store i32 0, ptr %6, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?push@?$Vec@N@@QEAAXAEBN@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
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
  %31 = call noalias noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef %30) #9
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
  call void @"??_V@YAXPEAX@Z"(ptr noundef %53) #10
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
  %62 = load ptr, ptr %3, align 8
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
define internal noundef double @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
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
define internal noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %4, align 8
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@HAEBUPoint@@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, ptr noundef nonnull align 4 dereferenceable(8) %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %2, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Point, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Point, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = sub nsw i32 0, %16
  br label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Point, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %13
  %23 = phi i32 [ %17, %13 ], [ %21, %18 ]
  %24 = add nsw i32 %8, %23
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Point, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.Point, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = sub nsw i32 0, %32
  br label %38

34:                                               ; preds = %22
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.Point, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  br label %38

38:                                               ; preds = %34, %29
  %39 = phi i32 [ %33, %29 ], [ %37, %34 ]
  %40 = add nsw i32 %24, %39
  ret i32 %40
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@HHH@@YAHHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 comdat {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %0, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call noundef i32 @"??$max_of@HH@@YAHHH@Z"(i32 noundef %9, i32 noundef %8)
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, ptr %6, align 4
  br label %18

16:                                               ; preds = %3
  %17 = load i32, ptr %7, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  ret i32 %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@HH@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = call noundef i32 @"??$max_of@H@@YAHH@Z"(i32 noundef %6)
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHH@Z"(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$max_of@NN@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %1, ptr %3, align 8
  store double %0, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call noundef double @"??$max_of@N@@YANN@Z"(double noundef %6)
  store double %7, ptr %5, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %5, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load double, ptr %4, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load double, ptr %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANN@Z"(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @"??$max_of@_J_J@@YA_J_J0@Z"(i64 noundef %0, i64 noundef %1) #0 comdat {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  store i64 %0, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = call noundef i64 @"??$max_of@_J@@YA_J_J@Z"(i64 noundef %6)
  store i64 %7, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = icmp sgt i64 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i64, ptr %4, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load i64, ptr %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i64 [ %12, %11 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @"??$max_of@_J@@YA_J_J@Z"(i64 noundef %0) #0 comdat {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?name@Alice@@QEBAPEBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05MCMOEPML@Alice?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?name@Bob@@QEBAPEBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_03PLOGDFGN@Bob?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0???R<lambda_5>@?0??main@@9@QEBA?A?<auto>@@H@Z@QEBA?A?3@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = getelementptr inbounds %class.anon.11, ptr %5, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_6>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
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
