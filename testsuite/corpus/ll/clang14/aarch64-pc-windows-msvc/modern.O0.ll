; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 8
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 8
@__const.main.arr = private unnamed_addr constant [3 x i32] [i32 4, i32 5, i32 6], align 4
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 8
@__const.main.v = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 8
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 8
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 4
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 8
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 8
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 8
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 8
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 8
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 8
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
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 4
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 4
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 4
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 4
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 8
@"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"non-positive int\00", comdat, align 8
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 4

@"??_7Bird@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [2 x i64], align 8
  %6 = alloca [3 x i32], align 4
  %7 = alloca [3 x i32]*, align 8
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Vec2, align 4
  %11 = alloca %struct.Doubler, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i32, align 8
  %16 = alloca i8*, align 8
  %17 = alloca i8*, align 8
  %18 = alloca %struct.Bird, align 8
  %19 = alloca %struct.Animal*, align 8
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca %class.anon.0, align 4
  %23 = alloca %struct.Accum, align 4
  %24 = alloca %class.Function, align 8
  %25 = alloca %class.Function.1, align 8
  %26 = alloca %class.anon.2, align 1
  store i32 0, i32* %1, align 4
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* inreg sret(%class.Owner) align 8 %2)
  %27 = invoke noundef nonnull align 8 dereferenceable(8) %class.Owner* @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %28 unwind label %205

28:                                               ; preds = %0
  %29 = call noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3, %class.Owner* noundef nonnull align 8 dereferenceable(8) %27) #10
  %30 = invoke noundef %struct.Bird* @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %31 unwind label %203

31:                                               ; preds = %28
  %32 = bitcast %struct.Bird* %30 to i8* (%struct.Bird*)***
  %33 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %32, align 8
  %34 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %33, i64 1
  %35 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %34, align 8
  %36 = invoke noundef i8* %35(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %30)
          to label %37 unwind label %203

37:                                               ; preds = %31
  %38 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %39 unwind label %203

39:                                               ; preds = %37
  %40 = zext i1 %38 to i32
  %41 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %42 unwind label %203

42:                                               ; preds = %39
  %43 = zext i1 %41 to i32
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %43, i32 noundef %40, i8* noundef %36)
          to label %45 unwind label %203

45:                                               ; preds = %42
  %46 = invoke [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef 7)
          to label %47 unwind label %203

47:                                               ; preds = %45
  store [2 x i64] %46, [2 x i64]* %5, align 8
  %48 = bitcast %struct.Point3* %4 to i8*
  %49 = bitcast [2 x i64]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %48, i8* align 8 %49, i64 12, i1 false)
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 2
  %51 = load i32, i32* %50, align 4
  %52 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 0
  %55 = load i32, i32* %54, align 4
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %55, i32 noundef %53, i32 noundef %51)
          to label %57 unwind label %203

57:                                               ; preds = %47
  %58 = bitcast [3 x i32]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %58, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i64 12, i1 false)
  store [3 x i32]* %6, [3 x i32]** %7, align 8
  %59 = load [3 x i32]*, [3 x i32]** %7, align 8
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %59, i64 0, i64 1
  store i32 50, i32* %60, align 4
  %61 = load [3 x i32]*, [3 x i32]** %7, align 8
  %62 = getelementptr inbounds [3 x i32], [3 x i32]* %61, i64 0, i64 2
  %63 = load i32, i32* %62, align 4
  %64 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 1
  %65 = load i32, i32* %64, align 4
  %66 = load [3 x i32]*, [3 x i32]** %7, align 8
  %67 = getelementptr inbounds [3 x i32], [3 x i32]* %66, i64 0, i64 0
  %68 = load i32, i32* %67, align 4
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %68, i32 noundef %65, i32 noundef %63)
          to label %70 unwind label %203

70:                                               ; preds = %57
  %71 = bitcast %struct.Vec2* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %71, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i64 8, i1 false)
  %72 = bitcast %struct.Vec2* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %72, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i64 8, i1 false)
  %73 = invoke noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QEAAAEAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %74 unwind label %203

74:                                               ; preds = %70
  %75 = load float, float* %73, align 4
  %76 = fadd float %75, 1.000000e+00
  store float %76, float* %73, align 4
  %77 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %78 unwind label %203

78:                                               ; preds = %74
  %79 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0
  store float 2.500000e+00, float* %79, align 4
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1
  store float 4.000000e+00, float* %80, align 4
  %81 = bitcast %struct.Vec2* %10 to [2 x float]*
  %82 = load [2 x float], [2 x float]* %81, align 4
  %83 = invoke noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, [2 x float] %82)
          to label %84 unwind label %203

84:                                               ; preds = %78
  %85 = zext i1 %83 to i32
  %86 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1
  %87 = load float, float* %86, align 4
  %88 = fpext float %87 to double
  %89 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0
  %90 = load float, float* %89, align 4
  %91 = fpext float %90 to double
  %92 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %91, double noundef %88, i32 noundef %85, i32 noundef %77)
          to label %93 unwind label %203

93:                                               ; preds = %84
  %94 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %95 unwind label %203

95:                                               ; preds = %93
  %96 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %97 unwind label %203

97:                                               ; preds = %95
  %98 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i64 0, i64 0), i32 noundef %96, double noundef %94)
          to label %99 unwind label %203

99:                                               ; preds = %97
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %100 unwind label %203

100:                                              ; preds = %99
  %101 = invoke noundef i8* @"??$describe@PEBD@@YAPEBDPEBD@Z"(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i64 0, i64 0))
          to label %102 unwind label %203

102:                                              ; preds = %100
  %103 = invoke noundef i8* @"??$describe@N@@YAPEBDN@Z"(double noundef 2.000000e+00)
          to label %104 unwind label %203

104:                                              ; preds = %102
  %105 = invoke noundef i8* @"??$describe@H@@YAPEBDH@Z"(i32 noundef 3)
          to label %106 unwind label %203

106:                                              ; preds = %104
  %107 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %105, i8* noundef %103, i8* noundef %101)
          to label %108 unwind label %203

108:                                              ; preds = %106
  %109 = call noundef %struct.Doubler* @"??0Doubler@@QEAA@XZ"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %11) #10
  store i32 0, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %110

110:                                              ; preds = %120, %108
  %111 = load i32, i32* %13, align 4
  %112 = icmp slt i32 %111, 4
  br i1 %112, label %113, label %123

113:                                              ; preds = %110
  %114 = bitcast %struct.Doubler* %11 to %struct.Counter*
  %115 = load i32, i32* %13, align 4
  %116 = invoke noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %114, i32 noundef %115)
          to label %117 unwind label %203

117:                                              ; preds = %113
  %118 = load i32, i32* %12, align 4
  %119 = add nsw i32 %118, %116
  store i32 %119, i32* %12, align 4
  br label %120

120:                                              ; preds = %117
  %121 = load i32, i32* %13, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %13, align 4
  br label %110, !llvm.loop !8

123:                                              ; preds = %110
  %124 = bitcast %struct.Doubler* %11 to %struct.Counter*
  %125 = getelementptr inbounds %struct.Counter, %struct.Counter* %124, i32 0, i32 0
  %126 = load i32, i32* %125, align 4
  %127 = load i32, i32* %12, align 4
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %127, i32 noundef %126)
          to label %129 unwind label %203

129:                                              ; preds = %123
  %130 = invoke noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef 1, i8 noundef 4)
          to label %131 unwind label %203

131:                                              ; preds = %129
  store i8 %130, i8* %14, align 1
  %132 = load i8, i8* %14, align 1
  %133 = zext i8 %132 to i32
  %134 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %133)
          to label %135 unwind label %203

135:                                              ; preds = %131
  store i32 8, i32* %15, align 8
  store i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B7AA" to i8*), i8** %16, align 8
  store i8* bitcast (i32 (%struct.Animal*)* @"?twice_legs@Animal@@QEBAHXZ" to i8*), i8** %17, align 8
  %136 = invoke noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %18)
          to label %137 unwind label %203

137:                                              ; preds = %135
  %138 = bitcast %struct.Bird* %18 to %struct.Animal*
  store %struct.Animal* %138, %struct.Animal** %19, align 8
  %139 = bitcast %struct.Bird* %18 to %struct.Animal*
  %140 = load i8*, i8** %17, align 8
  %141 = bitcast i8* %140 to i32 (%struct.Animal*)*
  %142 = invoke noundef i32 %141(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %139)
          to label %143 unwind label %201

143:                                              ; preds = %137
  %144 = load %struct.Animal*, %struct.Animal** %19, align 8
  %145 = load i8*, i8** %16, align 8
  %146 = bitcast i8* %145 to i8* (%struct.Animal*)*
  %147 = invoke noundef i8* %146(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %144)
          to label %148 unwind label %201

148:                                              ; preds = %143
  %149 = load %struct.Animal*, %struct.Animal** %19, align 8
  %150 = load i32, i32* %15, align 8
  %151 = bitcast %struct.Animal* %149 to i8*
  %152 = getelementptr inbounds i8, i8* %151, i32 %150
  %153 = bitcast i8* %152 to i32*
  %154 = load i32, i32* %153, align 4
  %155 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %154, i8* noundef %147, i32 noundef %142)
          to label %156 unwind label %201

156:                                              ; preds = %148
  store i32 10, i32* %20, align 4
  %157 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0
  store i32 0, i32* %157, align 4
  %158 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 1
  %159 = load i32, i32* %20, align 4
  store i32 %159, i32* %158, align 4
  %160 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %21)
          to label %161 unwind label %201

161:                                              ; preds = %156
  %162 = getelementptr inbounds %class.anon.0, %class.anon.0* %22, i32 0, i32 0
  %163 = load i32, i32* %20, align 4
  store i32 %163, i32* %162, align 4
  %164 = getelementptr inbounds %class.anon.0, %class.anon.0* %22, i32 0, i32 1
  %165 = getelementptr inbounds [3 x i32], [3 x i32]* %164, i64 0, i64 0
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i64 [ 0, %161 ], [ %171, %166 ]
  %168 = getelementptr inbounds i32, i32* %165, i64 %167
  %169 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 %167
  %170 = load i32, i32* %169, align 4
  store i32 %170, i32* %168, align 4
  %171 = add nuw i64 %167, 1
  %172 = icmp eq i64 %171, 3
  br i1 %172, label %173, label %166

173:                                              ; preds = %166
  %174 = invoke noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %22)
          to label %175 unwind label %201

175:                                              ; preds = %173
  %176 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %21)
          to label %177 unwind label %201

177:                                              ; preds = %175
  %178 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %176, i32 noundef %174)
          to label %179 unwind label %201

179:                                              ; preds = %177
  %180 = call noundef %struct.Accum* @"??0Accum@@QEAA@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %23) #10
  invoke void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %23, %class.Function* inreg sret(%class.Function) align 8 %24)
          to label %181 unwind label %201

181:                                              ; preds = %179
  %182 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 5)
          to label %183 unwind label %197

183:                                              ; preds = %181
  %184 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 6)
          to label %185 unwind label %197

185:                                              ; preds = %183
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24) #10
  %186 = getelementptr inbounds %class.anon.2, %class.anon.2* %26, i32 0, i32 0
  %187 = load i8, i8* %186, align 1
  %188 = invoke noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25, i8 %187)
          to label %189 unwind label %201

189:                                              ; preds = %185
  %190 = invoke noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %191 unwind label %199

191:                                              ; preds = %189
  %192 = getelementptr inbounds %struct.Accum, %struct.Accum* %23, i32 0, i32 0
  %193 = load i32, i32* %192, align 4
  %194 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %193, double noundef %190)
          to label %195 unwind label %199

195:                                              ; preds = %191
  store i32 0, i32* %1, align 4
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25) #10
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %18) #10
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10
  %196 = load i32, i32* %1, align 4
  ret i32 %196

197:                                              ; preds = %183, %181
  %198 = cleanuppad within none []
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24) #10 [ "funclet"(token %198) ]
  cleanupret from %198 unwind label %201

199:                                              ; preds = %191, %189
  %200 = cleanuppad within none []
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25) #10 [ "funclet"(token %200) ]
  cleanupret from %200 unwind label %201

201:                                              ; preds = %199, %185, %197, %179, %177, %175, %173, %156, %148, %143, %137
  %202 = cleanuppad within none []
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %18) #10 [ "funclet"(token %202) ]
  cleanupret from %202 unwind label %203

203:                                              ; preds = %201, %135, %131, %129, %123, %113, %106, %104, %102, %100, %99, %97, %95, %93, %84, %78, %74, %70, %57, %47, %45, %42, %39, %37, %31, %28
  %204 = cleanuppad within none []
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %204) ]
  cleanupret from %204 unwind label %205

205:                                              ; preds = %203, %0
  %206 = cleanuppad within none []
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10 [ "funclet"(token %206) ]
  cleanupret from %206 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* inreg noalias sret(%class.Owner) align 8 %0) #1 comdat {
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
define linkonce_odr dso_local noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  %6 = icmp ne %struct.Bird* %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef %0) #2 {
  %2 = alloca %struct.Point3, align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  store i32 %0, i32* %3, align 4
  %5 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 0
  %6 = load i32, i32* %3, align 4
  store i32 %6, i32* %5, align 4
  %7 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 1
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, i32* %7, align 4
  %10 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 2
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, i32* %10, align 4
  %13 = bitcast [2 x i64]* %4 to i8*
  %14 = bitcast %struct.Point3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 4 %14, i64 12, i1 false)
  %15 = load [2 x i64], [2 x i64]* %4, align 8
  ret [2 x i64] %15
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
define linkonce_odr dso_local noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, [2 x float] %1) #2 comdat align 2 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 8
  %5 = bitcast %struct.Vec2* %3 to [2 x float]*
  store [2 x float] %1, [2 x float]* %5, align 4
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
define linkonce_odr dso_local void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0, %class.Function* inreg noalias sret(%class.Function) align 8 %1) #1 comdat align 2 {
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

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" "thunk" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
