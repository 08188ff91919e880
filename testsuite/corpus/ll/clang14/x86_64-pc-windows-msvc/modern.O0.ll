; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.Vec2 = type { float, float }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%class.Owner = type { %struct.Bird* }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { i32 (...)**, i32 }
%struct.Point3 = type { i32, i32, i32 }
%struct.Doubler = type { %struct.Counter }
%struct.Counter = type { i32 }
%class.anon = type { i32, i32 }
%class.anon.0 = type { i32, [3 x i32] }
%struct.Accum = type { i32 }
%class.Function = type { i8*, i32 (i8*, i32)*, void (i8*)* }
%class.Function.1 = type { i8*, double (i8*, double, double)*, void (i8*)* }
%class.anon.2 = type { i8 }
%class.anon.3 = type { %struct.Accum* }
%class.anon.8 = type { i8 }
%class.anon.10 = type { i8 }
%class.anon.4 = type { i8 }
%class.anon.6 = type { i8 }

$"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ" = comdat any

$"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z" = comdat any

$"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z" = comdat any

$"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ" = comdat any

$"??B?$Owner@UBird@@@@QEBA_NXZ" = comdat any

$"??AVec2@@QEAAAEAMH@Z" = comdat any

$"?fib@@YAHH@Z" = comdat any

$"??8Vec2@@QEBA_NU0@@Z" = comdat any

$"??$sum_all@NM@@YA?A?<auto>@@NM@Z" = comdat any

$"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z" = comdat any

$"??$print_all@HDJF@@YAXHDJF@Z" = comdat any

$"??$describe@PEBD@@YAPEBDPEBD@Z" = comdat any

$"??$describe@N@@YAPEBDN@Z" = comdat any

$"??$describe@H@@YAPEBDH@Z" = comdat any

$"??0Doubler@@QEAA@XZ" = comdat any

$"?run@?$Counter@UDoubler@@@@QEAAHH@Z" = comdat any

$"??U@YA?AW4Color@@W40@0@Z" = comdat any

$"??_9Animal@@$B7AA" = comdat any

$"?twice_legs@Animal@@QEBAHXZ" = comdat any

$"??0Bird@@QEAA@XZ" = comdat any

$"??0Accum@@QEAA@XZ" = comdat any

$"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ" = comdat any

$"??R?$Function@$$A6AHH@Z@@QEBAHH@Z" = comdat any

$"??1?$Function@$$A6AHH@Z@@QEAA@XZ" = comdat any

$"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z" = comdat any

$"??1?$Function@$$A6ANNN@Z@@QEAA@XZ" = comdat any

$"??1Bird@@UEAA@XZ" = comdat any

$"??1?$Owner@UBird@@@@QEAA@XZ" = comdat any

$"??0?$Counter@UDoubler@@@@QEAA@XZ" = comdat any

$"??0Animal@@QEAA@XZ" = comdat any

$"??_GBird@@UEAAPEAXI@Z" = comdat any

$"?sound@Bird@@UEBAPEBDXZ" = comdat any

$"??_GAnimal@@UEAAPEAXI@Z" = comdat any

$"?sound@Animal@@UEBAPEBDXZ" = comdat any

$"??1Animal@@UEAA@XZ" = comdat any

$"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z" = comdat any

$"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z" = comdat any

$"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ" = comdat any

$"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ" = comdat any

$"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z" = comdat any

$"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z" = comdat any

$"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z" = comdat any

$"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z" = comdat any

$"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z" = comdat any

$"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z" = comdat any

$"?reset@?$Owner@UBird@@@@QEAAXXZ" = comdat any

$"?step@Doubler@@QEAAHH@Z" = comdat any

$"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = comdat any

$"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = comdat any

$"??_C@_01FJMABOPO@x?$AA@" = comdat any

$"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = comdat any

$"??_7Bird@@6B@" = comdat largest

$"??_R4Bird@@6B@" = comdat any

$"??_R0?AUBird@@@8" = comdat any

$"??_R3Bird@@8" = comdat any

$"??_R2Bird@@8" = comdat any

$"??_R1A@?0A@EA@Bird@@8" = comdat any

$"??_R1A@?0A@EA@Animal@@8" = comdat any

$"??_R0?AUAnimal@@@8" = comdat any

$"??_R3Animal@@8" = comdat any

$"??_R2Animal@@8" = comdat any

$"??_7Animal@@6B@" = comdat largest

$"??_R4Animal@@6B@" = comdat any

$"??_C@_03KHICJKCI@?4?4?4?$AA@" = comdat any

$"??_C@_05JMMLJPFM@tweet?$AA@" = comdat any

$"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0N@GBBELCCM@positive?5int?$AA@" = comdat any

$"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = comdat any

$"??_C@_06BNJCAIGJ@double?$AA@" = comdat any

$"??_C@_05BGEKGIIP@other?$AA@" = comdat any

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 1
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 1
@__const.main.arr = private unnamed_addr constant [3 x i32] [i32 4, i32 5, i32 6], align 4
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 1
@__const.main.v = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 1
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 1
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 1
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 1
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 1
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 1
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 1
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Bird@@6B@" to i8*), i8* bitcast (i8* (%struct.Bird*, i32)* @"??_GBird@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Bird*)* @"?sound@Bird@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Bird@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBird@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i8*), i8* bitcast (i8* (%struct.Animal*, i32)* @"??_GAnimal@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Animal*)* @"?sound@Animal@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 1
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 1
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 1
@"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"non-positive int\00", comdat, align 1
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 1

@"??_7Bird@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [3 x i32], align 4
  %6 = alloca [3 x i32]*, align 8
  %7 = alloca %struct.Vec2, align 4
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Doubler, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 8
  %15 = alloca i8*, align 8
  %16 = alloca i8*, align 8
  %17 = alloca %struct.Bird, align 8
  %18 = alloca %struct.Animal*, align 8
  %19 = alloca i32, align 4
  %20 = alloca %class.anon, align 4
  %21 = alloca %class.anon.0, align 4
  %22 = alloca %struct.Accum, align 4
  %23 = alloca %class.Function, align 8
  %24 = alloca %class.Function.1, align 8
  %25 = alloca %class.anon.2, align 1
  store i32 0, i32* %1, align 4
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* sret(%class.Owner) align 8 %2)
  %26 = invoke noundef nonnull align 8 dereferenceable(8) %class.Owner* @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %27 unwind label %201

27:                                               ; preds = %0
  %28 = call noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3, %class.Owner* noundef nonnull align 8 dereferenceable(8) %26) #10
  %29 = invoke noundef %struct.Bird* @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %30 unwind label %199

30:                                               ; preds = %27
  %31 = bitcast %struct.Bird* %29 to i8* (%struct.Bird*)***
  %32 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %31, align 8
  %33 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %32, i64 1
  %34 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %33, align 8
  %35 = invoke noundef i8* %34(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %29)
          to label %36 unwind label %199

36:                                               ; preds = %30
  %37 = invoke noundef zeroext i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %38 unwind label %199

38:                                               ; preds = %36
  %39 = zext i1 %37 to i32
  %40 = invoke noundef zeroext i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %41 unwind label %199

41:                                               ; preds = %38
  %42 = zext i1 %40 to i32
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %42, i32 noundef %39, i8* noundef %35)
          to label %44 unwind label %199

44:                                               ; preds = %41
  invoke void @"?make_point@@YA?AUPoint3@@H@Z"(%struct.Point3* sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %45 unwind label %199

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 2
  %47 = load i32, i32* %46, align 4
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 1
  %49 = load i32, i32* %48, align 4
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 0
  %51 = load i32, i32* %50, align 4
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %49, i32 noundef %47)
          to label %53 unwind label %199

53:                                               ; preds = %45
  %54 = bitcast [3 x i32]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %54, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i64 12, i1 false)
  store [3 x i32]* %5, [3 x i32]** %6, align 8
  %55 = load [3 x i32]*, [3 x i32]** %6, align 8
  %56 = getelementptr inbounds [3 x i32], [3 x i32]* %55, i64 0, i64 1
  store i32 50, i32* %56, align 4
  %57 = load [3 x i32]*, [3 x i32]** %6, align 8
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i64 0, i64 2
  %59 = load i32, i32* %58, align 4
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i64 0, i64 1
  %61 = load i32, i32* %60, align 4
  %62 = load [3 x i32]*, [3 x i32]** %6, align 8
  %63 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i64 0, i64 0
  %64 = load i32, i32* %63, align 4
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %64, i32 noundef %61, i32 noundef %59)
          to label %66 unwind label %199

66:                                               ; preds = %53
  %67 = bitcast %struct.Vec2* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %67, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i64 8, i1 false)
  %68 = bitcast %struct.Vec2* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i64 8, i1 false)
  %69 = invoke noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QEAAAEAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %70 unwind label %199

70:                                               ; preds = %66
  %71 = load float, float* %69, align 4
  %72 = fadd float %71, 1.000000e+00
  store float %72, float* %69, align 4
  %73 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %74 unwind label %199

74:                                               ; preds = %70
  %75 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0
  store float 2.500000e+00, float* %75, align 4
  %76 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1
  store float 4.000000e+00, float* %76, align 4
  %77 = bitcast %struct.Vec2* %9 to i64*
  %78 = load i64, i64* %77, align 4
  %79 = invoke noundef zeroext i1 @"??8Vec2@@QEBA_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %7, i64 %78)
          to label %80 unwind label %199

80:                                               ; preds = %74
  %81 = zext i1 %79 to i32
  %82 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1
  %83 = load float, float* %82, align 4
  %84 = fpext float %83 to double
  %85 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %86 = load float, float* %85, align 4
  %87 = fpext float %86 to double
  %88 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %87, double noundef %84, i32 noundef %81, i32 noundef %73)
          to label %89 unwind label %199

89:                                               ; preds = %80
  %90 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %91 unwind label %199

91:                                               ; preds = %89
  %92 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %93 unwind label %199

93:                                               ; preds = %91
  %94 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i64 0, i64 0), i32 noundef %92, double noundef %90)
          to label %95 unwind label %199

95:                                               ; preds = %93
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %96 unwind label %199

96:                                               ; preds = %95
  %97 = invoke noundef i8* @"??$describe@PEBD@@YAPEBDPEBD@Z"(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i64 0, i64 0))
          to label %98 unwind label %199

98:                                               ; preds = %96
  %99 = invoke noundef i8* @"??$describe@N@@YAPEBDN@Z"(double noundef 2.000000e+00)
          to label %100 unwind label %199

100:                                              ; preds = %98
  %101 = invoke noundef i8* @"??$describe@H@@YAPEBDH@Z"(i32 noundef 3)
          to label %102 unwind label %199

102:                                              ; preds = %100
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %101, i8* noundef %99, i8* noundef %97)
          to label %104 unwind label %199

104:                                              ; preds = %102
  %105 = call noundef %struct.Doubler* @"??0Doubler@@QEAA@XZ"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %10) #10
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %106

106:                                              ; preds = %116, %104
  %107 = load i32, i32* %12, align 4
  %108 = icmp slt i32 %107, 4
  br i1 %108, label %109, label %119

109:                                              ; preds = %106
  %110 = bitcast %struct.Doubler* %10 to %struct.Counter*
  %111 = load i32, i32* %12, align 4
  %112 = invoke noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %110, i32 noundef %111)
          to label %113 unwind label %199

113:                                              ; preds = %109
  %114 = load i32, i32* %11, align 4
  %115 = add nsw i32 %114, %112
  store i32 %115, i32* %11, align 4
  br label %116

116:                                              ; preds = %113
  %117 = load i32, i32* %12, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, i32* %12, align 4
  br label %106, !llvm.loop !4

119:                                              ; preds = %106
  %120 = bitcast %struct.Doubler* %10 to %struct.Counter*
  %121 = getelementptr inbounds %struct.Counter, %struct.Counter* %120, i32 0, i32 0
  %122 = load i32, i32* %121, align 4
  %123 = load i32, i32* %11, align 4
  %124 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %123, i32 noundef %122)
          to label %125 unwind label %199

125:                                              ; preds = %119
  %126 = invoke noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef 1, i8 noundef 4)
          to label %127 unwind label %199

127:                                              ; preds = %125
  store i8 %126, i8* %13, align 1
  %128 = load i8, i8* %13, align 1
  %129 = zext i8 %128 to i32
  %130 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %129)
          to label %131 unwind label %199

131:                                              ; preds = %127
  store i32 8, i32* %14, align 8
  store i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B7AA" to i8*), i8** %15, align 8
  store i8* bitcast (i32 (%struct.Animal*)* @"?twice_legs@Animal@@QEBAHXZ" to i8*), i8** %16, align 8
  %132 = invoke noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %17)
          to label %133 unwind label %199

133:                                              ; preds = %131
  %134 = bitcast %struct.Bird* %17 to %struct.Animal*
  store %struct.Animal* %134, %struct.Animal** %18, align 8
  %135 = bitcast %struct.Bird* %17 to %struct.Animal*
  %136 = load i8*, i8** %16, align 8
  %137 = bitcast i8* %136 to i32 (%struct.Animal*)*
  %138 = invoke noundef i32 %137(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %135)
          to label %139 unwind label %197

139:                                              ; preds = %133
  %140 = load %struct.Animal*, %struct.Animal** %18, align 8
  %141 = load i8*, i8** %15, align 8
  %142 = bitcast i8* %141 to i8* (%struct.Animal*)*
  %143 = invoke noundef i8* %142(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %140)
          to label %144 unwind label %197

144:                                              ; preds = %139
  %145 = load %struct.Animal*, %struct.Animal** %18, align 8
  %146 = load i32, i32* %14, align 8
  %147 = bitcast %struct.Animal* %145 to i8*
  %148 = getelementptr inbounds i8, i8* %147, i32 %146
  %149 = bitcast i8* %148 to i32*
  %150 = load i32, i32* %149, align 4
  %151 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %150, i8* noundef %143, i32 noundef %138)
          to label %152 unwind label %197

152:                                              ; preds = %144
  store i32 10, i32* %19, align 4
  %153 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 0
  store i32 0, i32* %153, align 4
  %154 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 1
  %155 = load i32, i32* %19, align 4
  store i32 %155, i32* %154, align 4
  %156 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %157 unwind label %197

157:                                              ; preds = %152
  %158 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 0
  %159 = load i32, i32* %19, align 4
  store i32 %159, i32* %158, align 4
  %160 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 1
  %161 = getelementptr inbounds [3 x i32], [3 x i32]* %160, i64 0, i64 0
  br label %162

162:                                              ; preds = %162, %157
  %163 = phi i64 [ 0, %157 ], [ %167, %162 ]
  %164 = getelementptr inbounds i32, i32* %161, i64 %163
  %165 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i64 0, i64 %163
  %166 = load i32, i32* %165, align 4
  store i32 %166, i32* %164, align 4
  %167 = add nuw i64 %163, 1
  %168 = icmp eq i64 %167, 3
  br i1 %168, label %169, label %162

169:                                              ; preds = %162
  %170 = invoke noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %21)
          to label %171 unwind label %197

171:                                              ; preds = %169
  %172 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %173 unwind label %197

173:                                              ; preds = %171
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %172, i32 noundef %170)
          to label %175 unwind label %197

175:                                              ; preds = %173
  %176 = call noundef %struct.Accum* @"??0Accum@@QEAA@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22) #10
  invoke void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22, %class.Function* sret(%class.Function) align 8 %23)
          to label %177 unwind label %197

177:                                              ; preds = %175
  %178 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %23, i32 noundef 5)
          to label %179 unwind label %193

179:                                              ; preds = %177
  %180 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %23, i32 noundef 6)
          to label %181 unwind label %193

181:                                              ; preds = %179
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %23) #10
  %182 = getelementptr inbounds %class.anon.2, %class.anon.2* %25, i32 0, i32 0
  %183 = load i8, i8* %182, align 1
  %184 = invoke noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %24, i8 %183)
          to label %185 unwind label %197

185:                                              ; preds = %181
  %186 = invoke noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %187 unwind label %195

187:                                              ; preds = %185
  %188 = getelementptr inbounds %struct.Accum, %struct.Accum* %22, i32 0, i32 0
  %189 = load i32, i32* %188, align 4
  %190 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %189, double noundef %186)
          to label %191 unwind label %195

191:                                              ; preds = %187
  store i32 0, i32* %1, align 4
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %24) #10
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %17) #10
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10
  %192 = load i32, i32* %1, align 4
  ret i32 %192

193:                                              ; preds = %179, %177
  %194 = cleanuppad within none []
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %23) #10 [ "funclet"(token %194) ]
  cleanupret from %194 unwind label %197

195:                                              ; preds = %187, %185
  %196 = cleanuppad within none []
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %24) #10 [ "funclet"(token %196) ]
  cleanupret from %196 unwind label %197

197:                                              ; preds = %195, %181, %193, %175, %173, %171, %169, %152, %144, %139, %133
  %198 = cleanuppad within none []
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %17) #10 [ "funclet"(token %198) ]
  cleanupret from %198 unwind label %199

199:                                              ; preds = %197, %131, %127, %125, %119, %109, %102, %100, %98, %96, %95, %93, %91, %89, %80, %74, %70, %66, %53, %45, %44, %41, %38, %36, %30, %27
  %200 = cleanuppad within none []
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %200) ]
  cleanupret from %200 unwind label %201

201:                                              ; preds = %199, %0
  %202 = cleanuppad within none []
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10 [ "funclet"(token %202) ]
  cleanupret from %202 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* noalias sret(%class.Owner) align 8 %0) #1 comdat {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 8
  %5 = call i8* @malloc(i64 noundef 16)
  store i8* %5, i8** %3, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = bitcast i8* %6 to %struct.Bird*
  %8 = call noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %7)
  %9 = call noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Owner* @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  ret %class.Owner* %3
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(%class.Owner* noundef nonnull returned align 8 dereferenceable(8) %0, %class.Owner* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %class.Owner*, align 8
  store %class.Owner* %1, %class.Owner** %3, align 8
  store %class.Owner* %0, %class.Owner** %4, align 8
  %5 = load %class.Owner*, %class.Owner** %4, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %class.Owner*, %class.Owner** %3, align 8
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8
  store %struct.Bird* %9, %struct.Bird** %6, align 8
  %10 = load %class.Owner*, %class.Owner** %3, align 8
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %11, align 8
  ret %class.Owner* %5
}

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  ret %struct.Bird* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  %6 = icmp ne %struct.Bird* %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?make_point@@YA?AUPoint3@@H@Z"(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Point3* %0 to i8*
  store i8* %5, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1
  %9 = load i32, i32* %4, align 4
  %10 = mul nsw i32 %9, 2
  store i32 %10, i32* %8, align 4
  %11 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2
  %12 = load i32, i32* %4, align 4
  %13 = mul nsw i32 %12, 3
  store i32 %13, i32* %11, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QEAAAEAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Vec2*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  br label %12

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ]
  ret float* %13
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %9)
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"??8Vec2@@QEBA_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #2 comdat align 2 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 8
  %5 = bitcast %struct.Vec2* %3 to i64*
  store i64 %1, i64* %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = fcmp oeq float %8, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fcmp oeq float %14, %16
  br label %18

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ]
  ret i1 %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef %0, float noundef %1) #2 comdat {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %1, float* %3, align 4
  store double %0, double* %4, align 8
  %5 = load double, double* %4, align 8
  %6 = load float, float* %3, align 4
  %7 = fadd float %6, 0.000000e+00
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %0, i32* %8, align 4
  %9 = load i32, i32* %8, align 4
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %5, align 4
  %13 = add nsw i32 %12, 0
  %14 = add nsw i32 %11, %13
  %15 = add nsw i32 %10, %14
  %16 = add nsw i32 %9, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #1 comdat {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i16 %3, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  store i8 %1, i8* %7, align 1
  store i32 %0, i32* %8, align 4
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %9)
  %11 = load i8, i8* %7, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %12)
  %14 = load i32, i32* %6, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %14)
  %16 = load i16, i16* %5, align 2
  %17 = sext i16 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i64 0, i64 0))
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??$describe@PEBD@@YAPEBDPEBD@Z"(i8* noundef %0) #2 comdat {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??$describe@N@@YAPEBDN@Z"(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??$describe@H@@YAPEBDH@Z"(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GBBELCCM@positive?5int?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@", i64 0, i64 0)
  ret i8* %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Doubler* @"??0Doubler@@QEAA@XZ"(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Doubler*, align 8
  store %struct.Doubler* %0, %struct.Doubler** %2, align 8
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 8
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*
  %5 = call noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QEAA@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10
  ret %struct.Doubler* %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Counter*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Counter* %0, %struct.Counter** %4, align 8
  %5 = load %struct.Counter*, %struct.Counter** %4, align 8
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*
  %10 = load i32, i32* %3, align 4
  %11 = call noundef i32 @"?step@Doubler@@QEAAHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef %0, i8 noundef %1) #2 comdat {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %1, i8* %3, align 1
  store i8 %0, i8* %4, align 1
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %3, align 1
  %8 = zext i8 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(%struct.Animal* noundef %0, ...) #6 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to void (%struct.Animal*, ...)***
  %5 = load void (%struct.Animal*, ...)**, void (%struct.Animal*, ...)*** %4, align 8
  %6 = getelementptr inbounds void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %5, i64 1
  %7 = load void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %6, align 8
  musttail call void (%struct.Animal*, ...) %7(%struct.Animal* noundef %3, ...)
  ret void

8:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?twice_legs@Animal@@QEBAHXZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) #2 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %4) #10
  %6 = bitcast %struct.Bird* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Bird@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1
  store i32 2, i32* %8, align 8
  ret %struct.Bird* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  %3 = load %class.anon*, %class.anon** %2, align 8
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
  %2 = alloca %class.anon.0*, align 8
  store %class.anon.0* %0, %class.anon.0** %2, align 8
  %3 = load %class.anon.0*, %class.anon.0** %2, align 8
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Accum* @"??0Accum@@QEAA@XZ"(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Accum*, align 8
  store %struct.Accum* %0, %struct.Accum** %2, align 8
  %3 = load %struct.Accum*, %struct.Accum** %2, align 8
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Accum* %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0, %class.Function* noalias sret(%class.Function) align 8 %1) #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Accum*, align 8
  %5 = alloca %class.anon.3, align 8
  %6 = bitcast %class.Function* %1 to i8*
  store i8* %6, i8** %3, align 8
  store %struct.Accum* %0, %struct.Accum** %4, align 8
  %7 = load %struct.Accum*, %struct.Accum** %4, align 8
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  store %struct.Accum* %7, %struct.Accum** %8, align 8
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %10 = load %struct.Accum*, %struct.Accum** %9, align 8
  %11 = ptrtoint %struct.Accum* %10 to i64
  %12 = call noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %1, i64 %11)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.Function*, align 8
  store i32 %1, i32* %3, align 4
  store %class.Function* %0, %class.Function** %4, align 8
  %5 = load %class.Function*, %class.Function** %4, align 8
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 8
  %8 = load i32, i32* %3, align 4
  %9 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0
  %10 = load i8*, i8** %9, align 8
  %11 = call noundef i32 %7(i8* noundef %10, i32 noundef %8)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %class.Function*, align 8
  store %class.Function* %0, %class.Function** %2, align 8
  %3 = load %class.Function*, %class.Function** %2, align 8
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2
  %5 = load void (i8*)*, void (i8*)** %4, align 8
  %6 = icmp ne void (i8*)* %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2
  %9 = load void (i8*)*, void (i8*)** %8, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %1
  ret void

14:                                               ; preds = %7
  %15 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %15) ]
  unreachable
}

; Function Attrs: noinline optnone uwtable
define internal noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull returned align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #7 align 2 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, %class.anon.2* %3, i32 0, i32 0
  store i8 %1, i8* %7, align 1
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  %8 = load %class.Function.1*, %class.Function.1** %4, align 8
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0
  store i8* null, i8** %9, align 8
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1
  store double (i8*, double, double)* null, double (i8*, double, double)** %10, align 8
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %11, align 8
  %12 = call i8* @malloc(i64 noundef 1)
  %13 = bitcast i8* %12 to %class.anon.2*
  %14 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %3)
  %15 = bitcast %class.anon.2* %13 to i8*
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0
  store i8* %15, i8** %16, align 8
  %17 = call noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %5) #10
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1
  store double (i8*, double, double)* %17, double (i8*, double, double)** %18, align 8
  %19 = call noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %6) #10
  %20 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2
  store void (i8*)* %19, void (i8*)** %20, align 8
  ret %class.Function.1* %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.Function.1*, align 8
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %class.Function.1* %0, %class.Function.1** %6, align 8
  %7 = load %class.Function.1*, %class.Function.1** %6, align 8
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 8
  %10 = load double, double* %4, align 8
  %11 = load double, double* %5, align 8
  %12 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0
  %13 = load i8*, i8** %12, align 8
  %14 = call noundef double %9(i8* noundef %13, double noundef %11, double noundef %10)
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %class.Function.1*, align 8
  store %class.Function.1* %0, %class.Function.1** %2, align 8
  %3 = load %class.Function.1*, %class.Function.1** %2, align 8
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2
  %5 = load void (i8*)*, void (i8*)** %4, align 8
  %6 = icmp ne void (i8*)* %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2
  %9 = load void (i8*)*, void (i8*)** %8, align 8
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %1
  ret void

14:                                               ; preds = %7
  %15 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %15) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  invoke void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QEAA@XZ"(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Counter* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Animal@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  store i32 4, i32* %5, align 8
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBird@@UEAAPEAXI@Z"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Bird*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Bird* %0, %struct.Bird** %5, align 8
  %6 = load %struct.Bird*, %struct.Bird** %5, align 8
  %7 = bitcast %struct.Bird* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Bird* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Bird@@UEBAPEBDXZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GAnimal@@UEAAPEAXI@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Animal*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Animal* %0, %struct.Animal** %5, align 8
  %6 = load %struct.Animal*, %struct.Animal** %5, align 8
  %7 = bitcast %struct.Animal* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Animal* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Animal@@UEBAPEBDXZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KHICJKCI@?4?4?4?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #8

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(%class.Function* noundef nonnull returned align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca %class.Function*, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to %struct.Accum*
  store %struct.Accum* %8, %struct.Accum** %7, align 8
  store %class.Function* %0, %class.Function** %4, align 8
  %9 = load %class.Function*, %class.Function** %4, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0
  store i8* null, i8** %10, align 8
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 8
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %12, align 8
  %13 = call i8* @malloc(i64 noundef 8)
  %14 = bitcast i8* %13 to %class.anon.3*
  %15 = call noundef nonnull align 8 dereferenceable(8) %class.anon.3* @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %3)
  %16 = bitcast %class.anon.3* %14 to i8*
  %17 = bitcast %class.anon.3* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false)
  %18 = bitcast %class.anon.3* %14 to i8*
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0
  store i8* %18, i8** %19, align 8
  %20 = call noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 8
  %22 = call noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2
  store void (i8*)* %22, void (i8*)** %23, align 8
  ret %class.Function* %9
}

declare dso_local i8* @malloc(i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.anon.3* @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %class.anon.3*, align 8
  store %class.anon.3* %0, %class.anon.3** %2, align 8
  %3 = load %class.anon.3*, %class.anon.3** %2, align 8
  ret %class.anon.3* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %class.anon.4*, align 8
  store %class.anon.4* %0, %class.anon.4** %2, align 8
  %3 = load %class.anon.4*, %class.anon.4** %2, align 8
  ret i32 (i8*, i32)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %class.anon.6*, align 8
  store %class.anon.6* %0, %class.anon.6** %2, align 8
  %3 = load %class.anon.6*, %class.anon.6** %2, align 8
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"(i8* noundef %0, i32 noundef %1) #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  store i32 %1, i32* %3, align 4
  store i8* %0, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = call noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca %class.anon.4*, align 8
  store i32 %2, i32* %4, align 4
  store i8* %1, i8** %5, align 8
  store %class.anon.4* %0, %class.anon.4** %6, align 8
  %7 = load %class.anon.4*, %class.anon.4** %6, align 8
  %8 = load i8*, i8** %5, align 8
  %9 = bitcast i8* %8 to %class.anon.3*
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.3*, align 8
  store i32 %1, i32* %3, align 4
  store %class.anon.3* %0, %class.anon.3** %4, align 8
  %5 = load %class.anon.3*, %class.anon.3** %4, align 8
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 8
  %8 = load i32, i32* %3, align 4
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, i32* %9, align 4
  ret i32 %11
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"(i8* noundef %0) #7 comdat align 2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  call void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %class.anon.6*, align 8
  store i8* %1, i8** %3, align 8
  store %class.anon.6* %0, %class.anon.6** %4, align 8
  %5 = load %class.anon.6*, %class.anon.6** %4, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = bitcast i8* %6 to %class.anon.3*
  %8 = load i8*, i8** %3, align 8
  call void @free(i8* noundef %8)
  ret void
}

declare dso_local void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(%class.Owner* noundef nonnull returned align 8 dereferenceable(8) %0, %struct.Bird* noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Bird*, align 8
  %4 = alloca %class.Owner*, align 8
  store %struct.Bird* %1, %struct.Bird** %3, align 8
  store %class.Owner* %0, %class.Owner** %4, align 8
  %5 = load %class.Owner*, %class.Owner** %4, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %struct.Bird*, %struct.Bird** %3, align 8
  store %struct.Bird* %7, %struct.Bird** %6, align 8
  ret %class.Owner* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  %6 = icmp ne %struct.Bird* %5, null
  br i1 %6, label %7, label %19

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8
  %10 = bitcast %struct.Bird* %9 to i8* (%struct.Bird*, i32)***
  %11 = load i8* (%struct.Bird*, i32)**, i8* (%struct.Bird*, i32)*** %10, align 8
  %12 = getelementptr inbounds i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %11, i64 0
  %13 = load i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %12, align 8
  %14 = call noundef i8* %13(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 0) #10
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %16 = load %struct.Bird*, %struct.Bird** %15, align 8
  %17 = bitcast %struct.Bird* %16 to i8*
  call void @free(i8* noundef %17)
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %18, align 8
  br label %19

19:                                               ; preds = %7, %1
  ret void
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?step@Doubler@@QEAAHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Doubler*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Doubler* %0, %struct.Doubler** %4, align 8
  %5 = load %struct.Doubler*, %struct.Doubler** %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret %class.anon.2* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.8*, align 8
  store %class.anon.8* %0, %class.anon.8** %2, align 8
  %3 = load %class.anon.8*, %class.anon.8** %2, align 8
  ret double (i8*, double, double)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.10*, align 8
  store %class.anon.10* %0, %class.anon.10** %2, align 8
  %3 = load %class.anon.10*, %class.anon.10** %2, align 8
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"
}

; Function Attrs: noinline optnone uwtable
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i8*, align 8
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store i8* %0, i8** %6, align 8
  %7 = load i8*, i8** %6, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %4, align 8
  %10 = call noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9)
  ret double %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #1 align 2 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %class.anon.8*, align 8
  store double %3, double* %5, align 8
  store double %2, double* %6, align 8
  store i8* %1, i8** %7, align 8
  store %class.anon.8* %0, %class.anon.8** %8, align 8
  %9 = load %class.anon.8*, %class.anon.8** %8, align 8
  %10 = load i8*, i8** %7, align 8
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = load double, double* %5, align 8
  %13 = load double, double* %6, align 8
  %14 = call noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %13, double noundef %12)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.anon.2*, align 8
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %class.anon.2* %0, %class.anon.2** %6, align 8
  %7 = load %class.anon.2*, %class.anon.2** %6, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %5, align 8
  %10 = load double, double* %4, align 8
  %11 = load double, double* %4, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  ret double %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: noinline optnone uwtable
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"(i8* noundef %0) #7 align 2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  call void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %class.anon.10*, align 8
  store i8* %1, i8** %3, align 8
  store %class.anon.10* %0, %class.anon.10** %4, align 8
  %5 = load %class.anon.10*, %class.anon.10** %4, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = bitcast i8* %6 to %class.anon.2*
  %8 = load i8*, i8** %3, align 8
  call void @free(i8* noundef %8)
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "thunk" "tune-cpu"="generic" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
