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
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !161 {
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
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !200, metadata !DIExpression()), !dbg !201
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* inreg sret(%class.Owner) align 8 %2), !dbg !201
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !202, metadata !DIExpression()), !dbg !203
  %27 = invoke noundef nonnull align 8 dereferenceable(8) %class.Owner* @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %28 unwind label %205, !dbg !203

28:                                               ; preds = %0
  %29 = call noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3, %class.Owner* noundef nonnull align 8 dereferenceable(8) %27) #10, !dbg !203
  %30 = invoke noundef %struct.Bird* @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %31 unwind label %203, !dbg !204

31:                                               ; preds = %28
  %32 = bitcast %struct.Bird* %30 to i8* (%struct.Bird*)***, !dbg !204
  %33 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %32, align 8, !dbg !204
  %34 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %33, i64 1, !dbg !204
  %35 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %34, align 8, !dbg !204
  %36 = invoke noundef i8* %35(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %30)
          to label %37 unwind label %203, !dbg !204

37:                                               ; preds = %31
  %38 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %39 unwind label %203, !dbg !204

39:                                               ; preds = %37
  %40 = zext i1 %38 to i32, !dbg !204
  %41 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %42 unwind label %203, !dbg !204

42:                                               ; preds = %39
  %43 = zext i1 %41 to i32, !dbg !204
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %43, i32 noundef %40, i8* noundef %36)
          to label %45 unwind label %203, !dbg !204

45:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.Point3* %4, metadata !205, metadata !DIExpression()), !dbg !211
  %46 = invoke [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef 7)
          to label %47 unwind label %203, !dbg !211

47:                                               ; preds = %45
  store [2 x i64] %46, [2 x i64]* %5, align 8, !dbg !211
  %48 = bitcast %struct.Point3* %4 to i8*, !dbg !211
  %49 = bitcast [2 x i64]* %5 to i8*, !dbg !211
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %48, i8* align 8 %49, i64 12, i1 false), !dbg !211
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 2, !dbg !212
  %51 = load i32, i32* %50, align 4, !dbg !212
  %52 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 1, !dbg !212
  %53 = load i32, i32* %52, align 4, !dbg !212
  %54 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 0, !dbg !212
  %55 = load i32, i32* %54, align 4, !dbg !212
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %55, i32 noundef %53, i32 noundef %51)
          to label %57 unwind label %203, !dbg !212

57:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata [3 x i32]* %6, metadata !213, metadata !DIExpression()), !dbg !217
  %58 = bitcast [3 x i32]* %6 to i8*, !dbg !217
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %58, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i64 12, i1 false), !dbg !217
  call void @llvm.dbg.declare(metadata [3 x i32]** %7, metadata !218, metadata !DIExpression()), !dbg !220
  store [3 x i32]* %6, [3 x i32]** %7, align 8, !dbg !220
  %59 = load [3 x i32]*, [3 x i32]** %7, align 8, !dbg !221
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %59, i64 0, i64 1, !dbg !221
  store i32 50, i32* %60, align 4, !dbg !221
  %61 = load [3 x i32]*, [3 x i32]** %7, align 8, !dbg !222
  %62 = getelementptr inbounds [3 x i32], [3 x i32]* %61, i64 0, i64 2, !dbg !222
  %63 = load i32, i32* %62, align 4, !dbg !222
  %64 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 1, !dbg !222
  %65 = load i32, i32* %64, align 4, !dbg !222
  %66 = load [3 x i32]*, [3 x i32]** %7, align 8, !dbg !222
  %67 = getelementptr inbounds [3 x i32], [3 x i32]* %66, i64 0, i64 0, !dbg !222
  %68 = load i32, i32* %67, align 4, !dbg !222
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %68, i32 noundef %65, i32 noundef %63)
          to label %70 unwind label %203, !dbg !222

70:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata %struct.Vec2* %8, metadata !223, metadata !DIExpression()), !dbg !224
  %71 = bitcast %struct.Vec2* %8 to i8*, !dbg !224
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %71, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i64 8, i1 false), !dbg !224
  call void @llvm.dbg.declare(metadata %struct.Vec2* %9, metadata !225, metadata !DIExpression()), !dbg !226
  %72 = bitcast %struct.Vec2* %9 to i8*, !dbg !226
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %72, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i64 8, i1 false), !dbg !226
  %73 = invoke noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QEAAAEAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %74 unwind label %203, !dbg !227

74:                                               ; preds = %70
  %75 = load float, float* %73, align 4, !dbg !227
  %76 = fadd float %75, 1.000000e+00, !dbg !227
  store float %76, float* %73, align 4, !dbg !227
  %77 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %78 unwind label %203, !dbg !228

78:                                               ; preds = %74
  %79 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0, !dbg !228
  store float 2.500000e+00, float* %79, align 4, !dbg !228
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1, !dbg !228
  store float 4.000000e+00, float* %80, align 4, !dbg !228
  %81 = bitcast %struct.Vec2* %10 to [2 x float]*, !dbg !228
  %82 = load [2 x float], [2 x float]* %81, align 4, !dbg !228
  %83 = invoke noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, [2 x float] %82)
          to label %84 unwind label %203, !dbg !228

84:                                               ; preds = %78
  %85 = zext i1 %83 to i32, !dbg !228
  %86 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1, !dbg !228
  %87 = load float, float* %86, align 4, !dbg !228
  %88 = fpext float %87 to double, !dbg !228
  %89 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0, !dbg !228
  %90 = load float, float* %89, align 4, !dbg !228
  %91 = fpext float %90 to double, !dbg !228
  %92 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %91, double noundef %88, i32 noundef %85, i32 noundef %77)
          to label %93 unwind label %203, !dbg !228

93:                                               ; preds = %84
  %94 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %95 unwind label %203, !dbg !229

95:                                               ; preds = %93
  %96 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %97 unwind label %203, !dbg !229

97:                                               ; preds = %95
  %98 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i64 0, i64 0), i32 noundef %96, double noundef %94)
          to label %99 unwind label %203, !dbg !229

99:                                               ; preds = %97
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %100 unwind label %203, !dbg !230

100:                                              ; preds = %99
  %101 = invoke noundef i8* @"??$describe@PEBD@@YAPEBDPEBD@Z"(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i64 0, i64 0))
          to label %102 unwind label %203, !dbg !231

102:                                              ; preds = %100
  %103 = invoke noundef i8* @"??$describe@N@@YAPEBDN@Z"(double noundef 2.000000e+00)
          to label %104 unwind label %203, !dbg !231

104:                                              ; preds = %102
  %105 = invoke noundef i8* @"??$describe@H@@YAPEBDH@Z"(i32 noundef 3)
          to label %106 unwind label %203, !dbg !231

106:                                              ; preds = %104
  %107 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %105, i8* noundef %103, i8* noundef %101)
          to label %108 unwind label %203, !dbg !231

108:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata %struct.Doubler* %11, metadata !232, metadata !DIExpression()), !dbg !233
  %109 = call noundef %struct.Doubler* @"??0Doubler@@QEAA@XZ"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %11) #10, !dbg !233
  call void @llvm.dbg.declare(metadata i32* %12, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 0, i32* %12, align 4, !dbg !235
  call void @llvm.dbg.declare(metadata i32* %13, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 0, i32* %13, align 4, !dbg !238
  br label %110, !dbg !238

110:                                              ; preds = %120, %108
  %111 = load i32, i32* %13, align 4, !dbg !238
  %112 = icmp slt i32 %111, 4, !dbg !238
  br i1 %112, label %113, label %123, !dbg !238

113:                                              ; preds = %110
  %114 = bitcast %struct.Doubler* %11 to %struct.Counter*, !dbg !239
  %115 = load i32, i32* %13, align 4, !dbg !239
  %116 = invoke noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %114, i32 noundef %115)
          to label %117 unwind label %203, !dbg !239

117:                                              ; preds = %113
  %118 = load i32, i32* %12, align 4, !dbg !239
  %119 = add nsw i32 %118, %116, !dbg !239
  store i32 %119, i32* %12, align 4, !dbg !239
  br label %120, !dbg !239

120:                                              ; preds = %117
  %121 = load i32, i32* %13, align 4, !dbg !239
  %122 = add nsw i32 %121, 1, !dbg !239
  store i32 %122, i32* %13, align 4, !dbg !239
  br label %110, !dbg !239, !llvm.loop !241

123:                                              ; preds = %110
  %124 = bitcast %struct.Doubler* %11 to %struct.Counter*, !dbg !243
  %125 = getelementptr inbounds %struct.Counter, %struct.Counter* %124, i32 0, i32 0, !dbg !243
  %126 = load i32, i32* %125, align 4, !dbg !243
  %127 = load i32, i32* %12, align 4, !dbg !243
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %127, i32 noundef %126)
          to label %129 unwind label %203, !dbg !243

129:                                              ; preds = %123
  call void @llvm.dbg.declare(metadata i8* %14, metadata !244, metadata !DIExpression()), !dbg !245
  %130 = invoke noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef 1, i8 noundef 4)
          to label %131 unwind label %203, !dbg !245

131:                                              ; preds = %129
  store i8 %130, i8* %14, align 1, !dbg !245
  %132 = load i8, i8* %14, align 1, !dbg !246
  %133 = zext i8 %132 to i32, !dbg !246
  %134 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %133)
          to label %135 unwind label %203, !dbg !246

135:                                              ; preds = %131
  call void @llvm.dbg.declare(metadata i32* %15, metadata !247, metadata !DIExpression()), !dbg !249
  store i32 8, i32* %15, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata i8** %16, metadata !250, metadata !DIExpression()), !dbg !252
  store i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B7AA" to i8*), i8** %16, align 8, !dbg !252
  call void @llvm.dbg.declare(metadata i8** %17, metadata !253, metadata !DIExpression()), !dbg !255
  store i8* bitcast (i32 (%struct.Animal*)* @"?twice_legs@Animal@@QEBAHXZ" to i8*), i8** %17, align 8, !dbg !255
  call void @llvm.dbg.declare(metadata %struct.Bird* %18, metadata !256, metadata !DIExpression()), !dbg !257
  %136 = invoke noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %18)
          to label %137 unwind label %203, !dbg !257

137:                                              ; preds = %135
  call void @llvm.dbg.declare(metadata %struct.Animal** %19, metadata !258, metadata !DIExpression()), !dbg !260
  %138 = bitcast %struct.Bird* %18 to %struct.Animal*, !dbg !260
  store %struct.Animal* %138, %struct.Animal** %19, align 8, !dbg !260
  %139 = bitcast %struct.Bird* %18 to %struct.Animal*, !dbg !261
  %140 = load i8*, i8** %17, align 8, !dbg !261
  %141 = bitcast i8* %140 to i32 (%struct.Animal*)*, !dbg !261
  %142 = invoke noundef i32 %141(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %139)
          to label %143 unwind label %201, !dbg !261

143:                                              ; preds = %137
  %144 = load %struct.Animal*, %struct.Animal** %19, align 8, !dbg !261
  %145 = load i8*, i8** %16, align 8, !dbg !261
  %146 = bitcast i8* %145 to i8* (%struct.Animal*)*, !dbg !261
  %147 = invoke noundef i8* %146(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %144)
          to label %148 unwind label %201, !dbg !261

148:                                              ; preds = %143
  %149 = load %struct.Animal*, %struct.Animal** %19, align 8, !dbg !261
  %150 = load i32, i32* %15, align 8, !dbg !261
  %151 = bitcast %struct.Animal* %149 to i8*, !dbg !261
  %152 = getelementptr inbounds i8, i8* %151, i32 %150, !dbg !261
  %153 = bitcast i8* %152 to i32*, !dbg !261
  %154 = load i32, i32* %153, align 4, !dbg !261
  %155 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %154, i8* noundef %147, i32 noundef %142)
          to label %156 unwind label %201, !dbg !261

156:                                              ; preds = %148
  call void @llvm.dbg.declare(metadata i32* %20, metadata !262, metadata !DIExpression()), !dbg !263
  store i32 10, i32* %20, align 4, !dbg !263
  call void @llvm.dbg.declare(metadata %class.anon* %21, metadata !264, metadata !DIExpression()), !dbg !269
  %157 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0, !dbg !269
  store i32 0, i32* %157, align 4, !dbg !269
  %158 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 1, !dbg !269
  %159 = load i32, i32* %20, align 4, !dbg !269
  store i32 %159, i32* %158, align 4, !dbg !269
  %160 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %21)
          to label %161 unwind label %201, !dbg !270

161:                                              ; preds = %156
  call void @llvm.dbg.declare(metadata %class.anon.0* %22, metadata !271, metadata !DIExpression()), !dbg !276
  %162 = getelementptr inbounds %class.anon.0, %class.anon.0* %22, i32 0, i32 0, !dbg !276
  %163 = load i32, i32* %20, align 4, !dbg !276
  store i32 %163, i32* %162, align 4, !dbg !276
  %164 = getelementptr inbounds %class.anon.0, %class.anon.0* %22, i32 0, i32 1, !dbg !276
  %165 = getelementptr inbounds [3 x i32], [3 x i32]* %164, i64 0, i64 0, !dbg !276
  br label %166, !dbg !276

166:                                              ; preds = %166, %161
  %167 = phi i64 [ 0, %161 ], [ %171, %166 ], !dbg !276
  %168 = getelementptr inbounds i32, i32* %165, i64 %167, !dbg !276
  %169 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 %167, !dbg !276
  %170 = load i32, i32* %169, align 4, !dbg !276
  store i32 %170, i32* %168, align 4, !dbg !276
  %171 = add nuw i64 %167, 1, !dbg !276
  %172 = icmp eq i64 %171, 3, !dbg !276
  br i1 %172, label %173, label %166, !dbg !276

173:                                              ; preds = %166
  %174 = invoke noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %22)
          to label %175 unwind label %201, !dbg !277

175:                                              ; preds = %173
  %176 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %21)
          to label %177 unwind label %201, !dbg !277

177:                                              ; preds = %175
  %178 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %176, i32 noundef %174)
          to label %179 unwind label %201, !dbg !277

179:                                              ; preds = %177
  call void @llvm.dbg.declare(metadata %struct.Accum* %23, metadata !278, metadata !DIExpression()), !dbg !279
  %180 = call noundef %struct.Accum* @"??0Accum@@QEAA@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %23) #10, !dbg !279
  call void @llvm.dbg.declare(metadata %class.Function* %24, metadata !280, metadata !DIExpression()), !dbg !282
  invoke void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %23, %class.Function* inreg sret(%class.Function) align 8 %24)
          to label %181 unwind label %201, !dbg !282

181:                                              ; preds = %179
  %182 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 5)
          to label %183 unwind label %197, !dbg !283

183:                                              ; preds = %181
  %184 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 6)
          to label %185 unwind label %197, !dbg !284

185:                                              ; preds = %183
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24) #10, !dbg !285
  call void @llvm.dbg.declare(metadata %class.Function.1* %25, metadata !286, metadata !DIExpression()), !dbg !287
  %186 = getelementptr inbounds %class.anon.2, %class.anon.2* %26, i32 0, i32 0, !dbg !287
  %187 = load i8, i8* %186, align 1, !dbg !287
  %188 = invoke noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25, i8 %187)
          to label %189 unwind label %201, !dbg !287

189:                                              ; preds = %185
  %190 = invoke noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %191 unwind label %199, !dbg !288

191:                                              ; preds = %189
  %192 = getelementptr inbounds %struct.Accum, %struct.Accum* %23, i32 0, i32 0, !dbg !288
  %193 = load i32, i32* %192, align 4, !dbg !288
  %194 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %193, double noundef %190)
          to label %195 unwind label %199, !dbg !288

195:                                              ; preds = %191
  store i32 0, i32* %1, align 4, !dbg !289
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25) #10, !dbg !290
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %18) #10, !dbg !290
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !290
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10, !dbg !290
  %196 = load i32, i32* %1, align 4, !dbg !290
  ret i32 %196, !dbg !290

197:                                              ; preds = %183, %181
  %198 = cleanuppad within none [], !dbg !285
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %24) #10 [ "funclet"(token %198) ], !dbg !285
  cleanupret from %198 unwind label %201, !dbg !285

199:                                              ; preds = %191, %189
  %200 = cleanuppad within none [], !dbg !290
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %25) #10 [ "funclet"(token %200) ], !dbg !290
  cleanupret from %200 unwind label %201, !dbg !290

201:                                              ; preds = %199, %185, %197, %179, %177, %175, %173, %156, %148, %143, %137
  %202 = cleanuppad within none [], !dbg !290
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %18) #10 [ "funclet"(token %202) ], !dbg !290
  cleanupret from %202 unwind label %203, !dbg !290

203:                                              ; preds = %201, %135, %131, %129, %123, %113, %106, %104, %102, %100, %99, %97, %95, %93, %84, %78, %74, %70, %57, %47, %45, %42, %39, %37, %31, %28
  %204 = cleanuppad within none [], !dbg !290
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %204) ], !dbg !290
  cleanupret from %204 unwind label %205, !dbg !290

205:                                              ; preds = %203, %0
  %206 = cleanuppad within none [], !dbg !290
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10 [ "funclet"(token %206) ], !dbg !290
  cleanupret from %206 unwind to caller, !dbg !290
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* inreg noalias sret(%class.Owner) align 8 %0) #2 comdat !dbg !291 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !296, metadata !DIExpression()), !dbg !297
  %5 = call i8* @malloc(i64 noundef 16), !dbg !297
  store i8* %5, i8** %3, align 8, !dbg !297
  %6 = load i8*, i8** %3, align 8, !dbg !298
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !298
  %8 = call noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %7), !dbg !298
  %9 = call noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %7), !dbg !298
  ret void, !dbg !298
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Owner* @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat !dbg !299 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !308, metadata !DIExpression()), !dbg !309
  %3 = load %class.Owner*, %class.Owner** %2, align 8, !dbg !309
  ret %class.Owner* %3, !dbg !309
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(%class.Owner* noundef nonnull returned align 8 dereferenceable(8) %0, %class.Owner* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #4 comdat align 2 !dbg !310 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %class.Owner*, align 8
  store %class.Owner* %1, %class.Owner** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !311, metadata !DIExpression()), !dbg !312
  store %class.Owner* %0, %class.Owner** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !313, metadata !DIExpression()), !dbg !315
  %5 = load %class.Owner*, %class.Owner** %4, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !312
  %7 = load %class.Owner*, %class.Owner** %3, align 8, !dbg !312
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !312
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8, !dbg !312
  store %struct.Bird* %9, %struct.Bird** %6, align 8, !dbg !312
  %10 = load %class.Owner*, %class.Owner** %3, align 8, !dbg !316
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !316
  store %struct.Bird* null, %struct.Bird** %11, align 8, !dbg !316
  ret %class.Owner* %5, !dbg !312
}

declare dso_local i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !318 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !319, metadata !DIExpression()), !dbg !321
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !322
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !322
  ret %struct.Bird* %5, !dbg !322
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !323 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !324, metadata !DIExpression()), !dbg !325
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !326
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !326
  %6 = icmp ne %struct.Bird* %5, null, !dbg !326
  ret i1 %6, !dbg !326
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef %0) #3 !dbg !327 {
  %2 = alloca %struct.Point3, align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !330, metadata !DIExpression()), !dbg !331
  %5 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 0, !dbg !331
  %6 = load i32, i32* %3, align 4, !dbg !331
  store i32 %6, i32* %5, align 4, !dbg !331
  %7 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 1, !dbg !331
  %8 = load i32, i32* %3, align 4, !dbg !331
  %9 = mul nsw i32 %8, 2, !dbg !331
  store i32 %9, i32* %7, align 4, !dbg !331
  %10 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 2, !dbg !331
  %11 = load i32, i32* %3, align 4, !dbg !331
  %12 = mul nsw i32 %11, 3, !dbg !331
  store i32 %12, i32* %10, align 4, !dbg !331
  %13 = bitcast [2 x i64]* %4 to i8*, !dbg !331
  %14 = bitcast %struct.Point3* %2 to i8*, !dbg !331
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 4 %14, i64 12, i1 false), !dbg !331
  %15 = load [2 x i64], [2 x i64]* %4, align 8, !dbg !331
  ret [2 x i64] %15, !dbg !331
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QEAAAEAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !332 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Vec2*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !333, metadata !DIExpression()), !dbg !334
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !335, metadata !DIExpression()), !dbg !337
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !334
  %7 = icmp ne i32 %6, 0, !dbg !334
  br i1 %7, label %8, label %10, !dbg !334

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !334
  br label %12, !dbg !334

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !334
  br label %12, !dbg !334

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !334
  ret float* %13, !dbg !334
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) #2 comdat !dbg !338 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !339, metadata !DIExpression()), !dbg !340
  %3 = load i32, i32* %2, align 4, !dbg !340
  %4 = icmp slt i32 %3, 2, !dbg !340
  br i1 %4, label %5, label %7, !dbg !340

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !340
  br label %15, !dbg !340

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !340
  %9 = sub nsw i32 %8, 1, !dbg !340
  %10 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %9), !dbg !340
  %11 = load i32, i32* %2, align 4, !dbg !340
  %12 = sub nsw i32 %11, 2, !dbg !340
  %13 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %12), !dbg !340
  %14 = add nsw i32 %10, %13, !dbg !340
  br label %15, !dbg !340

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !340
  ret i32 %16, !dbg !340
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, [2 x float] %1) #3 comdat align 2 !dbg !341 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 8
  %5 = bitcast %struct.Vec2* %3 to [2 x float]*
  store [2 x float] %1, [2 x float]* %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2* %3, metadata !342, metadata !DIExpression()), !dbg !343
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !344, metadata !DIExpression()), !dbg !346
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0, !dbg !343
  %8 = load float, float* %7, align 4, !dbg !343
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0, !dbg !343
  %10 = load float, float* %9, align 4, !dbg !343
  %11 = fcmp oeq float %8, %10, !dbg !343
  br i1 %11, label %12, label %18, !dbg !343

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1, !dbg !343
  %14 = load float, float* %13, align 4, !dbg !343
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1, !dbg !343
  %16 = load float, float* %15, align 4, !dbg !343
  %17 = fcmp oeq float %14, %16, !dbg !343
  br label %18, !dbg !343

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ], !dbg !343
  ret i1 %19, !dbg !343
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef %0, float noundef %1) #3 comdat !dbg !347 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %1, float* %3, align 4
  call void @llvm.dbg.declare(metadata float* %3, metadata !355, metadata !DIExpression()), !dbg !356
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !357, metadata !DIExpression()), !dbg !356
  %5 = load double, double* %4, align 8, !dbg !356
  %6 = load float, float* %3, align 4, !dbg !356
  %7 = fadd float %6, 0.000000e+00, !dbg !356
  %8 = fpext float %7 to double, !dbg !356
  %9 = fadd double %5, %8, !dbg !356
  ret double %9, !dbg !356
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !358 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !365, metadata !DIExpression()), !dbg !366
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !367, metadata !DIExpression()), !dbg !366
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !368, metadata !DIExpression()), !dbg !366
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !369, metadata !DIExpression()), !dbg !366
  %9 = load i32, i32* %8, align 4, !dbg !366
  %10 = load i32, i32* %7, align 4, !dbg !366
  %11 = load i32, i32* %6, align 4, !dbg !366
  %12 = load i32, i32* %5, align 4, !dbg !366
  %13 = add nsw i32 %12, 0, !dbg !366
  %14 = add nsw i32 %11, %13, !dbg !366
  %15 = add nsw i32 %10, %14, !dbg !366
  %16 = add nsw i32 %9, %15, !dbg !366
  ret i32 %16, !dbg !366
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #2 comdat !dbg !370 {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i16 %3, i16* %5, align 2
  call void @llvm.dbg.declare(metadata i16* %5, metadata !380, metadata !DIExpression()), !dbg !381
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !382, metadata !DIExpression()), !dbg !381
  store i8 %1, i8* %7, align 1
  call void @llvm.dbg.declare(metadata i8* %7, metadata !383, metadata !DIExpression()), !dbg !381
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !384, metadata !DIExpression()), !dbg !381
  %9 = load i32, i32* %8, align 4, !dbg !381
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %9), !dbg !381
  %11 = load i8, i8* %7, align 1, !dbg !381
  %12 = sext i8 %11 to i32, !dbg !381
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %12), !dbg !381
  %14 = load i32, i32* %6, align 4, !dbg !381
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %14), !dbg !381
  %16 = load i16, i16* %5, align 2, !dbg !381
  %17 = sext i16 %16 to i32, !dbg !381
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef %17), !dbg !381
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i64 0, i64 0)), !dbg !381
  ret void, !dbg !381
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??$describe@PEBD@@YAPEBDPEBD@Z"(i8* noundef %0) #3 comdat !dbg !385 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !390, metadata !DIExpression()), !dbg !391
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i64 0, i64 0), !dbg !392
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??$describe@N@@YAPEBDN@Z"(double noundef %0) #3 comdat !dbg !395 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !400, metadata !DIExpression()), !dbg !401
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0), !dbg !402
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??$describe@H@@YAPEBDH@Z"(i32 noundef %0) #3 comdat !dbg !405 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !410, metadata !DIExpression()), !dbg !411
  %3 = load i32, i32* %2, align 4, !dbg !412
  %4 = icmp sgt i32 %3, 0, !dbg !412
  %5 = zext i1 %4 to i64, !dbg !412
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GBBELCCM@positive?5int?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@", i64 0, i64 0), !dbg !412
  ret i8* %6, !dbg !412
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Doubler* @"??0Doubler@@QEAA@XZ"(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !414 {
  %2 = alloca %struct.Doubler*, align 8
  store %struct.Doubler* %0, %struct.Doubler** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !418, metadata !DIExpression()), !dbg !419
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 8
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !420
  %5 = call noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QEAA@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !420
  ret %struct.Doubler* %3, !dbg !420
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !421 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Counter*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !422, metadata !DIExpression()), !dbg !423
  store %struct.Counter* %0, %struct.Counter** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Counter** %4, metadata !424, metadata !DIExpression()), !dbg !426
  %5 = load %struct.Counter*, %struct.Counter** %4, align 8
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !423
  %7 = load i32, i32* %6, align 4, !dbg !423
  %8 = add nsw i32 %7, 1, !dbg !423
  store i32 %8, i32* %6, align 4, !dbg !423
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !423
  %10 = load i32, i32* %3, align 4, !dbg !423
  %11 = call noundef i32 @"?step@Doubler@@QEAAHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !423
  ret i32 %11, !dbg !423
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef %0, i8 noundef %1) #3 comdat !dbg !427 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %1, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !430, metadata !DIExpression()), !dbg !431
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !432, metadata !DIExpression()), !dbg !431
  %5 = load i8, i8* %4, align 1, !dbg !431
  %6 = zext i8 %5 to i32, !dbg !431
  %7 = load i8, i8* %3, align 1, !dbg !431
  %8 = zext i8 %7 to i32, !dbg !431
  %9 = or i32 %6, %8, !dbg !431
  %10 = trunc i32 %9 to i8, !dbg !431
  ret i8 %10, !dbg !431
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(%struct.Animal* noundef %0, ...) #7 comdat align 2 !dbg !433 {
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
define linkonce_odr dso_local noundef i32 @"?twice_legs@Animal@@QEBAHXZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) #3 comdat align 2 !dbg !435 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !436, metadata !DIExpression()), !dbg !438
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !439
  %5 = load i32, i32* %4, align 8, !dbg !439
  %6 = mul nsw i32 %5, 2, !dbg !439
  ret i32 %6, !dbg !439
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @"??0Bird@@QEAA@XZ"(%struct.Bird* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !440 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !441, metadata !DIExpression()), !dbg !442
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !443
  %5 = call noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %4) #10, !dbg !443
  %6 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !443
  store i32 (...)** bitcast (i8** @"??_7Bird@@6B@" to i32 (...)**), i32 (...)*** %6, align 8, !dbg !443
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !444
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1, !dbg !444
  store i32 2, i32* %8, align 8, !dbg !444
  ret %struct.Bird* %3, !dbg !443
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !446 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !454, metadata !DIExpression()), !dbg !456
  %3 = load %class.anon*, %class.anon** %2, align 8
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !457
  %5 = load i32, i32* %4, align 4, !dbg !457
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !457
  %7 = load i32, i32* %6, align 4, !dbg !457
  %8 = add nsw i32 %7, 1, !dbg !457
  store i32 %8, i32* %6, align 4, !dbg !457
  %9 = add nsw i32 %5, %7, !dbg !457
  ret i32 %9, !dbg !457
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !458 {
  %2 = alloca %class.anon.0*, align 8
  store %class.anon.0* %0, %class.anon.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !466, metadata !DIExpression()), !dbg !468
  %3 = load %class.anon.0*, %class.anon.0** %2, align 8
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !469
  %5 = load i32, i32* %4, align 4, !dbg !469
  %6 = mul nsw i32 %5, 2, !dbg !469
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !469
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 0, !dbg !469
  %9 = load i32, i32* %8, align 4, !dbg !469
  %10 = add nsw i32 %6, %9, !dbg !469
  ret i32 %10, !dbg !469
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Accum* @"??0Accum@@QEAA@XZ"(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !470 {
  %2 = alloca %struct.Accum*, align 8
  store %struct.Accum* %0, %struct.Accum** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !474, metadata !DIExpression()), !dbg !475
  %3 = load %struct.Accum*, %struct.Accum** %2, align 8
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !476
  store i32 0, i32* %4, align 4, !dbg !476
  ret %struct.Accum* %3, !dbg !476
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0, %class.Function* inreg noalias sret(%class.Function) align 8 %1) #2 comdat align 2 !dbg !38 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Accum*, align 8
  %5 = alloca %class.anon.3, align 8
  %6 = bitcast %class.Function* %1 to i8*
  store i8* %6, i8** %3, align 8
  store %struct.Accum* %0, %struct.Accum** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !477, metadata !DIExpression()), !dbg !478
  %7 = load %struct.Accum*, %struct.Accum** %4, align 8
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !479
  store %struct.Accum* %7, %struct.Accum** %8, align 8, !dbg !479
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !479
  %10 = load %struct.Accum*, %struct.Accum** %9, align 8, !dbg !479
  %11 = ptrtoint %struct.Accum* %10 to i64, !dbg !479
  %12 = call noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %1, i64 %11), !dbg !479
  ret void, !dbg !479
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #2 comdat align 2 !dbg !480 {
  %3 = alloca i32, align 4
  %4 = alloca %class.Function*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !481, metadata !DIExpression()), !dbg !482
  store %class.Function* %0, %class.Function** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !483, metadata !DIExpression()), !dbg !485
  %5 = load %class.Function*, %class.Function** %4, align 8
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !482
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 8, !dbg !482
  %8 = load i32, i32* %3, align 4, !dbg !482
  %9 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !482
  %10 = load i8*, i8** %9, align 8, !dbg !482
  %11 = call noundef i32 %7(i8* noundef %10, i32 noundef %8), !dbg !482
  ret i32 %11, !dbg !482
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(%class.Function* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !486 {
  %2 = alloca %class.Function*, align 8
  store %class.Function* %0, %class.Function** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %2, metadata !487, metadata !DIExpression()), !dbg !489
  %3 = load %class.Function*, %class.Function** %2, align 8
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !490
  %5 = load void (i8*)*, void (i8*)** %4, align 8, !dbg !490
  %6 = icmp ne void (i8*)* %5, null, !dbg !490
  br i1 %6, label %7, label %13, !dbg !490

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !492
  %9 = load void (i8*)*, void (i8*)** %8, align 8, !dbg !492
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0, !dbg !492
  %11 = load i8*, i8** %10, align 8, !dbg !492
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !492

12:                                               ; preds = %7
  br label %13, !dbg !492

13:                                               ; preds = %12, %1
  ret void, !dbg !494

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !492
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !492
  unreachable, !dbg !492
}

; Function Attrs: noinline optnone uwtable
define internal noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull returned align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #8 align 2 !dbg !495 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, %class.anon.2* %3, i32 0, i32 0
  store i8 %1, i8* %7, align 1
  call void @llvm.dbg.declare(metadata %class.anon.2* %3, metadata !501, metadata !DIExpression()), !dbg !502
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !503, metadata !DIExpression()), !dbg !505
  %8 = load %class.Function.1*, %class.Function.1** %4, align 8
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0, !dbg !502
  store i8* null, i8** %9, align 8, !dbg !502
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1, !dbg !502
  store double (i8*, double, double)* null, double (i8*, double, double)** %10, align 8, !dbg !502
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2, !dbg !502
  store void (i8*)* null, void (i8*)** %11, align 8, !dbg !502
  %12 = call i8* @malloc(i64 noundef 1), !dbg !506
  %13 = bitcast i8* %12 to %class.anon.2*, !dbg !506
  %14 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %3), !dbg !506
  %15 = bitcast %class.anon.2* %13 to i8*, !dbg !506
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0, !dbg !506
  store i8* %15, i8** %16, align 8, !dbg !506
  %17 = call noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !508
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1, !dbg !508
  store double (i8*, double, double)* %17, double (i8*, double, double)** %18, align 8, !dbg !508
  %19 = call noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !509
  %20 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2, !dbg !509
  store void (i8*)* %19, void (i8*)** %20, align 8, !dbg !509
  ret %class.Function.1* %8, !dbg !510
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #2 comdat align 2 !dbg !511 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.Function.1*, align 8
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !512, metadata !DIExpression()), !dbg !513
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !514, metadata !DIExpression()), !dbg !513
  store %class.Function.1* %0, %class.Function.1** %6, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %6, metadata !515, metadata !DIExpression()), !dbg !517
  %7 = load %class.Function.1*, %class.Function.1** %6, align 8
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !513
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 8, !dbg !513
  %10 = load double, double* %4, align 8, !dbg !513
  %11 = load double, double* %5, align 8, !dbg !513
  %12 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !513
  %13 = load i8*, i8** %12, align 8, !dbg !513
  %14 = call noundef double %9(i8* noundef %13, double noundef %11, double noundef %10), !dbg !513
  ret double %14, !dbg !513
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !518 {
  %2 = alloca %class.Function.1*, align 8
  store %class.Function.1* %0, %class.Function.1** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %2, metadata !519, metadata !DIExpression()), !dbg !520
  %3 = load %class.Function.1*, %class.Function.1** %2, align 8
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !521
  %5 = load void (i8*)*, void (i8*)** %4, align 8, !dbg !521
  %6 = icmp ne void (i8*)* %5, null, !dbg !521
  br i1 %6, label %7, label %13, !dbg !521

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !523
  %9 = load void (i8*)*, void (i8*)** %8, align 8, !dbg !523
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0, !dbg !523
  %11 = load i8*, i8** %10, align 8, !dbg !523
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !523

12:                                               ; preds = %7
  br label %13, !dbg !523

13:                                               ; preds = %12, %1
  ret void, !dbg !525

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !523
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !523
  unreachable, !dbg !523
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !526 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !528, metadata !DIExpression()), !dbg !529
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !530
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %4) #10, !dbg !530
  ret void, !dbg !532
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Owner@UBird@@@@QEAA@XZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !533 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !534, metadata !DIExpression()), !dbg !535
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  invoke void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !536

4:                                                ; preds = %1
  ret void, !dbg !538

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !536
  call void @__std_terminate() #11 [ "funclet"(token %6) ], !dbg !536
  unreachable, !dbg !536
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QEAA@XZ"(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !539 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !543, metadata !DIExpression()), !dbg !544
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !545
  store i32 0, i32* %4, align 4, !dbg !545
  ret %struct.Counter* %3, !dbg !545
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !546 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !548, metadata !DIExpression()), !dbg !550
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !551
  store i32 (...)** bitcast (i8** @"??_7Animal@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !551
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !551
  store i32 4, i32* %5, align 8, !dbg !551
  ret %struct.Animal* %3, !dbg !551
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBird@@UEAAPEAXI@Z"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !552 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Bird*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !553, metadata !DIExpression()), !dbg !554
  store %struct.Bird* %0, %struct.Bird** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %5, metadata !555, metadata !DIExpression()), !dbg !554
  %6 = load %struct.Bird*, %struct.Bird** %5, align 8
  %7 = bitcast %struct.Bird* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Bird@@UEAA@XZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %6) #10, !dbg !556
  %9 = icmp eq i32 %8, 0, !dbg !556
  br i1 %9, label %12, label %10, !dbg !556

10:                                               ; preds = %2
  %11 = bitcast %struct.Bird* %6 to i8*, !dbg !556
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #12, !dbg !556
  br label %12, !dbg !556

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !556
  ret i8* %13, !dbg !556
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Bird@@UEBAPEBDXZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !557 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !558, metadata !DIExpression()), !dbg !560
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i64 0, i64 0), !dbg !561
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GAnimal@@UEAAPEAXI@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !562 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Animal*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !563, metadata !DIExpression()), !dbg !564
  store %struct.Animal* %0, %struct.Animal** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %5, metadata !565, metadata !DIExpression()), !dbg !564
  %6 = load %struct.Animal*, %struct.Animal** %5, align 8
  %7 = bitcast %struct.Animal* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %6) #10, !dbg !566
  %9 = icmp eq i32 %8, 0, !dbg !566
  br i1 %9, label %12, label %10, !dbg !566

10:                                               ; preds = %2
  %11 = bitcast %struct.Animal* %6 to i8*, !dbg !566
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #12, !dbg !566
  br label %12, !dbg !566

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !566
  ret i8* %13, !dbg !566
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Animal@@UEBAPEBDXZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !567 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !568, metadata !DIExpression()), !dbg !569
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KHICJKCI@?4?4?4?$AA@", i64 0, i64 0), !dbg !570
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !571 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !572, metadata !DIExpression()), !dbg !573
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void, !dbg !574
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #9

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(%class.Function* noundef nonnull returned align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #8 comdat align 2 !dbg !575 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca %class.Function*, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to %struct.Accum*
  store %struct.Accum* %8, %struct.Accum** %7, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !581, metadata !DIExpression()), !dbg !582
  store %class.Function* %0, %class.Function** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !583, metadata !DIExpression()), !dbg !584
  %9 = load %class.Function*, %class.Function** %4, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !582
  store i8* null, i8** %10, align 8, !dbg !582
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !582
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 8, !dbg !582
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !582
  store void (i8*)* null, void (i8*)** %12, align 8, !dbg !582
  %13 = call i8* @malloc(i64 noundef 8), !dbg !585
  %14 = bitcast i8* %13 to %class.anon.3*, !dbg !585
  %15 = call noundef nonnull align 8 dereferenceable(8) %class.anon.3* @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %3), !dbg !585
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !585
  %17 = bitcast %class.anon.3* %15 to i8*, !dbg !585
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false), !dbg !585
  %18 = bitcast %class.anon.3* %14 to i8*, !dbg !585
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !585
  store i8* %18, i8** %19, align 8, !dbg !585
  %20 = call noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !587
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !587
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 8, !dbg !587
  %22 = call noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !588
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !588
  store void (i8*)* %22, void (i8*)** %23, align 8, !dbg !588
  ret %class.Function* %9, !dbg !589
}

declare dso_local i8* @malloc(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.anon.3* @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat !dbg !590 {
  %2 = alloca %class.anon.3*, align 8
  store %class.anon.3* %0, %class.anon.3** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !600, metadata !DIExpression()), !dbg !601
  %3 = load %class.anon.3*, %class.anon.3** %2, align 8, !dbg !601
  ret %class.anon.3* %3, !dbg !601
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !602 {
  %2 = alloca %class.anon.4*, align 8
  store %class.anon.4* %0, %class.anon.4** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !613, metadata !DIExpression()), !dbg !615
  %3 = load %class.anon.4*, %class.anon.4** %2, align 8
  ret i32 (i8*, i32)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z", !dbg !616
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !617 {
  %2 = alloca %class.anon.6*, align 8
  store %class.anon.6* %0, %class.anon.6** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !624, metadata !DIExpression()), !dbg !626
  %3 = load %class.anon.6*, %class.anon.6** %2, align 8
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z", !dbg !627
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"(i8* noundef %0, i32 noundef %1) #8 comdat align 2 !dbg !628 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !630, metadata !DIExpression()), !dbg !631
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !632, metadata !DIExpression()), !dbg !631
  %5 = load i8*, i8** %4, align 8, !dbg !633
  %6 = load i32, i32* %3, align 4, !dbg !633
  %7 = call noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !633
  ret i32 %7, !dbg !633
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 comdat align 2 !dbg !634 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca %class.anon.4*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !635, metadata !DIExpression()), !dbg !636
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !637, metadata !DIExpression()), !dbg !636
  store %class.anon.4* %0, %class.anon.4** %6, align 8
  call void @llvm.dbg.declare(metadata %class.anon.4** %6, metadata !638, metadata !DIExpression()), !dbg !639
  %7 = load %class.anon.4*, %class.anon.4** %6, align 8
  %8 = load i8*, i8** %5, align 8, !dbg !636
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !636
  %10 = load i32, i32* %4, align 4, !dbg !636
  %11 = call noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %10), !dbg !636
  ret i32 %11, !dbg !636
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !640 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.3*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !648, metadata !DIExpression()), !dbg !649
  store %class.anon.3* %0, %class.anon.3** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3** %4, metadata !650, metadata !DIExpression()), !dbg !652
  %5 = load %class.anon.3*, %class.anon.3** %4, align 8
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 8
  %8 = load i32, i32* %3, align 4, !dbg !649
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !649
  %10 = load i32, i32* %9, align 4, !dbg !649
  %11 = add nsw i32 %10, %8, !dbg !649
  store i32 %11, i32* %9, align 4, !dbg !649
  ret i32 %11, !dbg !649
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"(i8* noundef %0) #8 comdat align 2 !dbg !653 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !655, metadata !DIExpression()), !dbg !656
  %3 = load i8*, i8** %2, align 8, !dbg !657
  call void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !657
  ret void, !dbg !657
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat align 2 !dbg !658 {
  %3 = alloca i8*, align 8
  %4 = alloca %class.anon.6*, align 8
  store i8* %1, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !664, metadata !DIExpression()), !dbg !665
  store %class.anon.6* %0, %class.anon.6** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.6** %4, metadata !666, metadata !DIExpression()), !dbg !667
  %5 = load %class.anon.6*, %class.anon.6** %4, align 8
  %6 = load i8*, i8** %3, align 8, !dbg !665
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !665
  %8 = load i8*, i8** %3, align 8, !dbg !665
  call void @free(i8* noundef %8), !dbg !665
  ret void, !dbg !665
}

declare dso_local void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %class.Owner* @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(%class.Owner* noundef nonnull returned align 8 dereferenceable(8) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat align 2 !dbg !668 {
  %3 = alloca %struct.Bird*, align 8
  %4 = alloca %class.Owner*, align 8
  store %struct.Bird* %1, %struct.Bird** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %3, metadata !669, metadata !DIExpression()), !dbg !670
  store %class.Owner* %0, %class.Owner** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !671, metadata !DIExpression()), !dbg !672
  %5 = load %class.Owner*, %class.Owner** %4, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !670
  %7 = load %struct.Bird*, %struct.Bird** %3, align 8, !dbg !670
  store %struct.Bird* %7, %struct.Bird** %6, align 8, !dbg !670
  ret %class.Owner* %5, !dbg !670
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !673 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !674, metadata !DIExpression()), !dbg !675
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !676
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !676
  %6 = icmp ne %struct.Bird* %5, null, !dbg !676
  br i1 %6, label %7, label %19, !dbg !676

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !677
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8, !dbg !677
  %10 = bitcast %struct.Bird* %9 to i8* (%struct.Bird*, i32)***, !dbg !677
  %11 = load i8* (%struct.Bird*, i32)**, i8* (%struct.Bird*, i32)*** %10, align 8, !dbg !677
  %12 = getelementptr inbounds i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %11, i64 0, !dbg !677
  %13 = load i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %12, align 8, !dbg !677
  %14 = call noundef i8* %13(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 0) #10, !dbg !677
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !677
  %16 = load %struct.Bird*, %struct.Bird** %15, align 8, !dbg !677
  %17 = bitcast %struct.Bird* %16 to i8*, !dbg !677
  call void @free(i8* noundef %17), !dbg !677
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !677
  store %struct.Bird* null, %struct.Bird** %18, align 8, !dbg !677
  br label %19, !dbg !677

19:                                               ; preds = %7, %1
  ret void, !dbg !676
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?step@Doubler@@QEAAHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !680 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Doubler*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !681, metadata !DIExpression()), !dbg !682
  store %struct.Doubler* %0, %struct.Doubler** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Doubler** %4, metadata !683, metadata !DIExpression()), !dbg !684
  %5 = load %struct.Doubler*, %struct.Doubler** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !682
  %7 = mul nsw i32 2, %6, !dbg !682
  ret i32 %7, !dbg !682
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !685 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !695, metadata !DIExpression()), !dbg !696
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8, !dbg !696
  ret %class.anon.2* %3, !dbg !696
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !697 {
  %2 = alloca %class.anon.8*, align 8
  store %class.anon.8* %0, %class.anon.8** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !708, metadata !DIExpression()), !dbg !710
  %3 = load %class.anon.8*, %class.anon.8** %2, align 8
  ret double (i8*, double, double)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z", !dbg !711
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !712 {
  %2 = alloca %class.anon.10*, align 8
  store %class.anon.10* %0, %class.anon.10** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !719, metadata !DIExpression()), !dbg !721
  %3 = load %class.anon.10*, %class.anon.10** %2, align 8
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z", !dbg !722
}

; Function Attrs: noinline optnone uwtable
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"(i8* noundef %0, double noundef %1, double noundef %2) #8 align 2 !dbg !723 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i8*, align 8
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !725, metadata !DIExpression()), !dbg !726
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !727, metadata !DIExpression()), !dbg !726
  store i8* %0, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !728, metadata !DIExpression()), !dbg !726
  %7 = load i8*, i8** %6, align 8, !dbg !729
  %8 = load double, double* %5, align 8, !dbg !729
  %9 = load double, double* %4, align 8, !dbg !729
  %10 = call noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !729
  ret double %10, !dbg !729
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !730 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %class.anon.8*, align 8
  store double %3, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !731, metadata !DIExpression()), !dbg !732
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !733, metadata !DIExpression()), !dbg !732
  store i8* %1, i8** %7, align 8
  call void @llvm.dbg.declare(metadata i8** %7, metadata !734, metadata !DIExpression()), !dbg !732
  store %class.anon.8* %0, %class.anon.8** %8, align 8
  call void @llvm.dbg.declare(metadata %class.anon.8** %8, metadata !735, metadata !DIExpression()), !dbg !736
  %9 = load %class.anon.8*, %class.anon.8** %8, align 8
  %10 = load i8*, i8** %7, align 8, !dbg !732
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !732
  %12 = load double, double* %5, align 8, !dbg !732
  %13 = load double, double* %6, align 8, !dbg !732
  %14 = call noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %13, double noundef %12), !dbg !732
  ret double %14, !dbg !732
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !737 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.anon.2*, align 8
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !745, metadata !DIExpression()), !dbg !746
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !747, metadata !DIExpression()), !dbg !746
  store %class.anon.2* %0, %class.anon.2** %6, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %6, metadata !748, metadata !DIExpression()), !dbg !750
  %7 = load %class.anon.2*, %class.anon.2** %6, align 8
  %8 = load double, double* %5, align 8, !dbg !746
  %9 = load double, double* %5, align 8, !dbg !746
  %10 = load double, double* %4, align 8, !dbg !746
  %11 = load double, double* %4, align 8, !dbg !746
  %12 = fmul double %10, %11, !dbg !746
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !746
  ret double %13, !dbg !746
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone uwtable
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"(i8* noundef %0) #8 align 2 !dbg !751 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !753, metadata !DIExpression()), !dbg !754
  %3 = load i8*, i8** %2, align 8, !dbg !755
  call void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !755
  ret void, !dbg !755
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !756 {
  %3 = alloca i8*, align 8
  %4 = alloca %class.anon.10*, align 8
  store i8* %1, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !762, metadata !DIExpression()), !dbg !763
  store %class.anon.10* %0, %class.anon.10** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.10** %4, metadata !764, metadata !DIExpression()), !dbg !765
  %5 = load %class.anon.10*, %class.anon.10** %4, align 8
  %6 = load i8*, i8** %3, align 8, !dbg !763
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !763
  %8 = load i8*, i8** %3, align 8, !dbg !763
  call void @free(i8* noundef %8), !dbg !763
  ret void, !dbg !763
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" "thunk" }
attributes #8 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!190, !191, !192, !193, !194, !195, !196, !197, !198}
!llvm.ident = !{!199}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, globals: !185, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 65, baseType: !4, size: 8, flags: DIFlagEnumClass, elements: !5, identifier: ".?AW4Color@@")
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!7 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!8 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!9 = !{!10, !11, !33, !34, !35, !3, !4, !36, !75, !32, !142, !159, !143, !146, !79, !82, !39, !45, !164}
!10 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !12, identifier: ".?AUVec2@@")
!12 = !{!13, !15, !16, !21, !24, !27}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 40, baseType: !14, size: 32)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 40, baseType: !14, size: 32, offset: 32)
!16 = !DISubprogram(name: "operator+", linkageName: "??HVec2@@QEBA?AU0@U0@@Z", scope: !11, file: !1, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{!11, !19, !11}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!21 = !DISubprogram(name: "operator*", linkageName: "??DVec2@@QEBA?AU0@M@Z", scope: !11, file: !1, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !19, !14}
!24 = !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: 0)
!25 = !DISubroutineType(types: !26)
!26 = !{!10, !19, !11}
!27 = !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !38, file: !1, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !72, identifier: ".?AV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@")
!38 = distinct !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !71)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !40, identifier: ".?AUAccum@@")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !39, file: !1, line: 93, baseType: !32, size: 32)
!42 = !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !70}
!45 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !66, identifier: ".?AV?$Function@$$A6AHH@Z@@")
!46 = !{!47, !49, !53, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !45, file: !1, line: 79, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !45, file: !1, line: 80, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DISubroutineType(types: !52)
!52 = !{!32, !48, !32}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !45, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !48}
!57 = !DISubprogram(name: "~Function", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !64, !32}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "Sig", type: !68)
!68 = !DISubroutineType(types: !69)
!69 = !{!32, !32}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !{}
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !37, file: !1, line: 94, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!75 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !1, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !76, templateParams: !140, identifier: ".?AV?$Owner@UBird@@@@")
!76 = !{!77, !112, !116, !120, !124, !129, !132, !133, !137}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !75, file: !1, line: 22, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !1, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !80, vtableHolder: !82, identifier: ".?AUBird@@")
!80 = !{!81, !84, !103, !107}
!81 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !79, baseType: !82, extraData: i32 0)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !1, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !83, vtableHolder: !82, identifier: ".?AUAnimal@@")
!83 = !{!84, !85, !87, !88, !92, !100}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !1, file: !1, baseType: !86, size: 64, flags: DIFlagArtificial)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !82, file: !1, line: 69, baseType: !32, size: 32, offset: 64)
!88 = !DISubprogram(name: "~Animal", scope: !82, file: !1, line: 70, type: !89, scopeLine: 70, containingType: !82, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !82, file: !1, line: 71, type: !93, scopeLine: 71, containingType: !82, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !98}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!100 = !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !82, file: !1, line: 72, type: !101, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!101 = !DISubroutineType(types: !102)
!102 = !{!32, !98}
!103 = !DISubprogram(name: "Bird", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !79, file: !1, line: 74, type: !108, scopeLine: 74, containingType: !79, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!108 = !DISubroutineType(types: !109)
!109 = !{!95, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!112 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 24, type: !113, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115, !78}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!116 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 25, type: !117, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !115, !119}
!119 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !75, size: 64)
!120 = !DISubprogram(name: "operator=", linkageName: "??4?$Owner@UBird@@@@QEAAAEAV0@$$QEAV0@@Z", scope: !75, file: !1, line: 26, type: !121, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !115, !119}
!123 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 64)
!124 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 27, type: !125, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !115, !127}
!127 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!129 = !DISubprogram(name: "~Owner", scope: !75, file: !1, line: 28, type: !130, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !115}
!132 = !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !75, file: !1, line: 29, type: !130, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!133 = !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !75, file: !1, line: 30, type: !134, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!134 = !DISubroutineType(types: !135)
!135 = !{!78, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!137 = !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !75, file: !1, line: 31, type: !138, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!138 = !DISubroutineType(types: !139)
!139 = !{!10, !136}
!140 = !{!141}
!141 = !DITemplateTypeParameter(name: "T", type: !79)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !1, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !144, identifier: ".?AUDoubler@@")
!144 = !{!145, !155}
!145 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !143, baseType: !146, extraData: i32 0)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !1, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !147, templateParams: !153, identifier: ".?AU?$Counter@UDoubler@@@@")
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !146, file: !1, line: 60, baseType: !32, size: 32)
!149 = !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !146, file: !1, line: 61, type: !150, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!150 = !DISubroutineType(types: !151)
!151 = !{!32, !152, !32}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!153 = !{!154}
!154 = !DITemplateTypeParameter(name: "Derived", type: !143)
!155 = !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !143, file: !1, line: 63, type: !156, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{!32, !158, !32}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !161, file: !1, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: ".?AV<lambda_2>@?0??main@@9@")
!161 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 100, type: !162, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!162 = !DISubroutineType(types: !163)
!163 = !{!32}
!164 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !165, templateParams: !181, identifier: ".?AV?$Function@$$A6ANNN@Z@@")
!165 = !{!166, !167, !171, !172, !176}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !164, file: !1, line: 79, baseType: !48, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !164, file: !1, line: 80, baseType: !168, size: 64, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DISubroutineType(types: !170)
!170 = !{!33, !48, !33, !33}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !164, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!172 = !DISubprogram(name: "~Function", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!33, !179, !33, !33}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!181 = !{!182}
!182 = !DITemplateTypeParameter(name: "Sig", type: !183)
!183 = !DISubroutineType(types: !184)
!184 = !{!33, !33, !33}
!185 = !{!186, !188}
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!187 = distinct !DIGlobalVariable(name: "Blue", scope: !0, file: !1, line: 65, type: !3, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!189 = distinct !DIGlobalVariable(name: "Red", scope: !0, file: !1, line: 65, type: !3, isLocal: true, isDefinition: true)
!190 = !{i32 2, !"CodeView", i32 1}
!191 = !{i32 2, !"Debug Info Version", i32 3}
!192 = !{i32 1, !"wchar_size", i32 2}
!193 = !{i32 1, !"branch-target-enforcement", i32 0}
!194 = !{i32 1, !"sign-return-address", i32 0}
!195 = !{i32 1, !"sign-return-address-all", i32 0}
!196 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!197 = !{i32 7, !"PIC Level", i32 2}
!198 = !{i32 7, !"uwtable", i32 1}
!199 = !{!"Debian clang version 14.0.6"}
!200 = !DILocalVariable(name: "o", scope: !161, file: !1, line: 101, type: !75)
!201 = !DILocation(line: 101, scope: !161)
!202 = !DILocalVariable(name: "o2", scope: !161, file: !1, line: 102, type: !75)
!203 = !DILocation(line: 102, scope: !161)
!204 = !DILocation(line: 103, scope: !161)
!205 = !DILocalVariable(scope: !161, file: !1, line: 105, type: !206)
!206 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !207, identifier: ".?AUPoint3@@")
!207 = !{!208, !209, !210}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !206, file: !1, line: 97, baseType: !32, size: 32)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !206, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !206, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!211 = !DILocation(line: 105, scope: !161)
!212 = !DILocation(line: 106, scope: !161)
!213 = !DILocalVariable(name: "arr", scope: !161, file: !1, line: 107, type: !214)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !215)
!215 = !{!216}
!216 = !DISubrange(count: 3)
!217 = !DILocation(line: 107, scope: !161)
!218 = !DILocalVariable(scope: !161, file: !1, line: 108, type: !219)
!219 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !214, size: 64)
!220 = !DILocation(line: 108, scope: !161)
!221 = !DILocation(line: 109, scope: !161)
!222 = !DILocation(line: 110, scope: !161)
!223 = !DILocalVariable(name: "v", scope: !161, file: !1, line: 112, type: !20)
!224 = !DILocation(line: 112, scope: !161)
!225 = !DILocalVariable(name: "w", scope: !161, file: !1, line: 113, type: !11)
!226 = !DILocation(line: 113, scope: !161)
!227 = !DILocation(line: 114, scope: !161)
!228 = !DILocation(line: 115, scope: !161)
!229 = !DILocation(line: 116, scope: !161)
!230 = !DILocation(line: 117, scope: !161)
!231 = !DILocation(line: 118, scope: !161)
!232 = !DILocalVariable(name: "d", scope: !161, file: !1, line: 120, type: !143)
!233 = !DILocation(line: 120, scope: !161)
!234 = !DILocalVariable(name: "acc", scope: !161, file: !1, line: 121, type: !32)
!235 = !DILocation(line: 121, scope: !161)
!236 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 122, type: !32)
!237 = distinct !DILexicalBlock(scope: !161, file: !1, line: 122)
!238 = !DILocation(line: 122, scope: !237)
!239 = !DILocation(line: 122, scope: !240)
!240 = distinct !DILexicalBlock(scope: !237, file: !1, line: 122)
!241 = distinct !{!241, !238, !238, !242}
!242 = !{!"llvm.loop.mustprogress"}
!243 = !DILocation(line: 123, scope: !161)
!244 = !DILocalVariable(name: "c", scope: !161, file: !1, line: 125, type: !3)
!245 = !DILocation(line: 125, scope: !161)
!246 = !DILocation(line: 126, scope: !161)
!247 = !DILocalVariable(name: "legs_ptr", scope: !161, file: !1, line: 128, type: !248)
!248 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, flags: DIFlagSingleInheritance, extraData: !82)
!249 = !DILocation(line: 128, scope: !161)
!250 = !DILocalVariable(name: "snd", scope: !161, file: !1, line: 129, type: !251)
!251 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !93, size: 64, flags: DIFlagSingleInheritance, extraData: !82)
!252 = !DILocation(line: 129, scope: !161)
!253 = !DILocalVariable(name: "tw", scope: !161, file: !1, line: 130, type: !254)
!254 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !101, size: 64, flags: DIFlagSingleInheritance, extraData: !82)
!255 = !DILocation(line: 130, scope: !161)
!256 = !DILocalVariable(name: "b", scope: !161, file: !1, line: 131, type: !79)
!257 = !DILocation(line: 131, scope: !161)
!258 = !DILocalVariable(name: "ar", scope: !161, file: !1, line: 132, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 64)
!260 = !DILocation(line: 132, scope: !161)
!261 = !DILocation(line: 133, scope: !161)
!262 = !DILocalVariable(name: "base", scope: !161, file: !1, line: 135, type: !32)
!263 = !DILocation(line: 135, scope: !161)
!264 = !DILocalVariable(name: "counter", scope: !161, file: !1, line: 136, type: !265)
!265 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !161, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !266, identifier: ".?AV<lambda_0>@?0??main@@9@")
!266 = !{!267, !268}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !265, file: !1, line: 136, baseType: !32, size: 32)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !265, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!269 = !DILocation(line: 136, scope: !161)
!270 = !DILocation(line: 137, scope: !161)
!271 = !DILocalVariable(name: "byval", scope: !161, file: !1, line: 138, type: !272)
!272 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !161, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !273, identifier: ".?AV<lambda_1>@?0??main@@9@")
!273 = !{!274, !275}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !272, file: !1, line: 138, baseType: !32, size: 32)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !272, file: !1, line: 138, baseType: !214, size: 96, offset: 32)
!276 = !DILocation(line: 138, scope: !161)
!277 = !DILocation(line: 139, scope: !161)
!278 = !DILocalVariable(name: "accum", scope: !161, file: !1, line: 141, type: !39)
!279 = !DILocation(line: 141, scope: !161)
!280 = !DILocalVariable(name: "f", scope: !281, file: !1, line: 143, type: !45)
!281 = distinct !DILexicalBlock(scope: !161, file: !1, line: 142)
!282 = !DILocation(line: 143, scope: !281)
!283 = !DILocation(line: 144, scope: !281)
!284 = !DILocation(line: 145, scope: !281)
!285 = !DILocation(line: 146, scope: !281)
!286 = !DILocalVariable(name: "hyp", scope: !161, file: !1, line: 147, type: !164)
!287 = !DILocation(line: 147, scope: !161)
!288 = !DILocation(line: 148, scope: !161)
!289 = !DILocation(line: 149, scope: !161)
!290 = !DILocation(line: 150, scope: !161)
!291 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ", scope: !1, file: !1, line: 34, type: !292, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !294, retainedNodes: !71)
!292 = !DISubroutineType(types: !293)
!293 = !{!75}
!294 = !{!141, !295}
!295 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!296 = !DILocalVariable(name: "mem", scope: !291, file: !1, line: 35, type: !48)
!297 = !DILocation(line: 35, scope: !291)
!298 = !DILocation(line: 36, scope: !291)
!299 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z", scope: !1, file: !1, line: 17, type: !300, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !306, retainedNodes: !71)
!300 = !DISubroutineType(types: !301)
!301 = !{!302, !123}
!302 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !304, file: !1, line: 16, baseType: !75)
!304 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !305, templateParams: !306, identifier: ".?AU?$remove_ref@AEAV?$Owner@UBird@@@@@@")
!305 = !{!303}
!306 = !{!307}
!307 = !DITemplateTypeParameter(name: "T", type: !123)
!308 = !DILocalVariable(name: "t", arg: 1, scope: !299, file: !1, line: 17, type: !123)
!309 = !DILocation(line: 17, scope: !299)
!310 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z", scope: !75, file: !1, line: 25, type: !117, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !116, retainedNodes: !71)
!311 = !DILocalVariable(name: "o", arg: 2, scope: !310, file: !1, line: 25, type: !119)
!312 = !DILocation(line: 25, scope: !310)
!313 = !DILocalVariable(name: "this", arg: 1, scope: !310, type: !314, flags: DIFlagArtificial | DIFlagObjectPointer)
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!315 = !DILocation(line: 0, scope: !310)
!316 = !DILocation(line: 25, scope: !317)
!317 = distinct !DILexicalBlock(scope: !310, file: !1, line: 25)
!318 = distinct !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !75, file: !1, line: 30, type: !134, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !133, retainedNodes: !71)
!319 = !DILocalVariable(name: "this", arg: 1, scope: !318, type: !320, flags: DIFlagArtificial | DIFlagObjectPointer)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!321 = !DILocation(line: 0, scope: !318)
!322 = !DILocation(line: 30, scope: !318)
!323 = distinct !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !75, file: !1, line: 31, type: !138, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !137, retainedNodes: !71)
!324 = !DILocalVariable(name: "this", arg: 1, scope: !323, type: !320, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DILocation(line: 0, scope: !323)
!326 = !DILocation(line: 31, scope: !323)
!327 = distinct !DISubprogram(name: "make_point", linkageName: "?make_point@@YA?AUPoint3@@H@Z", scope: !1, file: !1, line: 98, type: !328, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!328 = !DISubroutineType(types: !329)
!329 = !{!206, !32}
!330 = !DILocalVariable(name: "s", arg: 1, scope: !327, file: !1, line: 98, type: !32)
!331 = !DILocation(line: 98, scope: !327)
!332 = distinct !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!333 = !DILocalVariable(name: "i", arg: 2, scope: !332, file: !1, line: 44, type: !32)
!334 = !DILocation(line: 44, scope: !332)
!335 = !DILocalVariable(name: "this", arg: 1, scope: !332, type: !336, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!337 = !DILocation(line: 0, scope: !332)
!338 = distinct !DISubprogram(name: "fib", linkageName: "?fib@@YAHH@Z", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!339 = !DILocalVariable(name: "n", arg: 1, scope: !338, file: !1, line: 47, type: !32)
!340 = !DILocation(line: 47, scope: !338)
!341 = distinct !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!342 = !DILocalVariable(name: "o", arg: 2, scope: !341, file: !1, line: 43, type: !11)
!343 = !DILocation(line: 43, scope: !341)
!344 = !DILocalVariable(name: "this", arg: 1, scope: !341, type: !345, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!346 = !DILocation(line: 0, scope: !341)
!347 = distinct !DISubprogram(name: "sum_all<double,float>", linkageName: "??$sum_all@NM@@YA?A?<auto>@@NM@Z", scope: !1, file: !1, line: 50, type: !348, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !350, retainedNodes: !71)
!348 = !DISubroutineType(types: !349)
!349 = !{!33, !33, !14}
!350 = !{!351}
!351 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !352)
!352 = !{!353, !354}
!353 = !DITemplateTypeParameter(type: !33)
!354 = !DITemplateTypeParameter(type: !14)
!355 = !DILocalVariable(name: "ts", arg: 2, scope: !347, file: !1, line: 50, type: !14)
!356 = !DILocation(line: 50, scope: !347)
!357 = !DILocalVariable(name: "ts", arg: 1, scope: !347, file: !1, line: 50, type: !33)
!358 = distinct !DISubprogram(name: "sum_all<int,int,int,int>", linkageName: "??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z", scope: !1, file: !1, line: 50, type: !359, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !361, retainedNodes: !71)
!359 = !DISubroutineType(types: !360)
!360 = !{!32, !32, !32, !32, !32}
!361 = !{!362}
!362 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !363)
!363 = !{!364, !364, !364, !364}
!364 = !DITemplateTypeParameter(type: !32)
!365 = !DILocalVariable(name: "ts", arg: 4, scope: !358, file: !1, line: 50, type: !32)
!366 = !DILocation(line: 50, scope: !358)
!367 = !DILocalVariable(name: "ts", arg: 3, scope: !358, file: !1, line: 50, type: !32)
!368 = !DILocalVariable(name: "ts", arg: 2, scope: !358, file: !1, line: 50, type: !32)
!369 = !DILocalVariable(name: "ts", arg: 1, scope: !358, file: !1, line: 50, type: !32)
!370 = distinct !DISubprogram(name: "print_all<int,char,long,short>", linkageName: "??$print_all@HDJF@@YAXHDJF@Z", scope: !1, file: !1, line: 51, type: !371, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !374, retainedNodes: !71)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !32, !97, !373, !34}
!373 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!374 = !{!375}
!375 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !376)
!376 = !{!364, !377, !378, !379}
!377 = !DITemplateTypeParameter(type: !97)
!378 = !DITemplateTypeParameter(type: !373)
!379 = !DITemplateTypeParameter(type: !34)
!380 = !DILocalVariable(name: "ts", arg: 4, scope: !370, file: !1, line: 51, type: !34)
!381 = !DILocation(line: 51, scope: !370)
!382 = !DILocalVariable(name: "ts", arg: 3, scope: !370, file: !1, line: 51, type: !373)
!383 = !DILocalVariable(name: "ts", arg: 2, scope: !370, file: !1, line: 51, type: !97)
!384 = !DILocalVariable(name: "ts", arg: 1, scope: !370, file: !1, line: 51, type: !32)
!385 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "??$describe@PEBD@@YAPEBDPEBD@Z", scope: !1, file: !1, line: 53, type: !386, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !388, retainedNodes: !71)
!386 = !DISubroutineType(types: !387)
!387 = !{!95, !95}
!388 = !{!389}
!389 = !DITemplateTypeParameter(name: "T", type: !95)
!390 = !DILocalVariable(name: "v", arg: 1, scope: !385, file: !1, line: 53, type: !95)
!391 = !DILocation(line: 53, scope: !385)
!392 = !DILocation(line: 56, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !1, line: 55)
!394 = distinct !DILexicalBlock(scope: !385, file: !1, line: 54)
!395 = distinct !DISubprogram(name: "describe<double>", linkageName: "??$describe@N@@YAPEBDN@Z", scope: !1, file: !1, line: 53, type: !396, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !398, retainedNodes: !71)
!396 = !DISubroutineType(types: !397)
!397 = !{!95, !33}
!398 = !{!399}
!399 = !DITemplateTypeParameter(name: "T", type: !33)
!400 = !DILocalVariable(name: "v", arg: 1, scope: !395, file: !1, line: 53, type: !33)
!401 = !DILocation(line: 53, scope: !395)
!402 = !DILocation(line: 55, scope: !403)
!403 = distinct !DILexicalBlock(scope: !404, file: !1, line: 55)
!404 = distinct !DILexicalBlock(scope: !395, file: !1, line: 54)
!405 = distinct !DISubprogram(name: "describe<int>", linkageName: "??$describe@H@@YAPEBDH@Z", scope: !1, file: !1, line: 53, type: !406, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !408, retainedNodes: !71)
!406 = !DISubroutineType(types: !407)
!407 = !{!95, !32}
!408 = !{!409}
!409 = !DITemplateTypeParameter(name: "T", type: !32)
!410 = !DILocalVariable(name: "v", arg: 1, scope: !405, file: !1, line: 53, type: !32)
!411 = !DILocation(line: 53, scope: !405)
!412 = !DILocation(line: 54, scope: !413)
!413 = distinct !DILexicalBlock(scope: !405, file: !1, line: 54)
!414 = distinct !DISubprogram(name: "Doubler", linkageName: "??0Doubler@@QEAA@XZ", scope: !143, file: !1, line: 63, type: !415, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !417, retainedNodes: !71)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !158}
!417 = !DISubprogram(name: "Doubler", scope: !143, type: !415, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!418 = !DILocalVariable(name: "this", arg: 1, scope: !414, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DILocation(line: 0, scope: !414)
!420 = !DILocation(line: 63, scope: !414)
!421 = distinct !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !146, file: !1, line: 61, type: !150, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !149, retainedNodes: !71)
!422 = !DILocalVariable(name: "x", arg: 2, scope: !421, file: !1, line: 61, type: !32)
!423 = !DILocation(line: 61, scope: !421)
!424 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !425, flags: DIFlagArtificial | DIFlagObjectPointer)
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!426 = !DILocation(line: 0, scope: !421)
!427 = distinct !DISubprogram(name: "operator|", linkageName: "??U@YA?AW4Color@@W40@0@Z", scope: !1, file: !1, line: 66, type: !428, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!428 = !DISubroutineType(types: !429)
!429 = !{!3, !3, !3}
!430 = !DILocalVariable(name: "b", arg: 2, scope: !427, file: !1, line: 66, type: !3)
!431 = !DILocation(line: 66, scope: !427)
!432 = !DILocalVariable(name: "a", arg: 1, scope: !427, file: !1, line: 66, type: !3)
!433 = distinct !DISubprogram(linkageName: "??_9Animal@@$B7AA", scope: !1, file: !1, line: 71, type: !434, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!434 = !DISubroutineType(types: !71)
!435 = distinct !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !82, file: !1, line: 72, type: !101, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !100, retainedNodes: !71)
!436 = !DILocalVariable(name: "this", arg: 1, scope: !435, type: !437, flags: DIFlagArtificial | DIFlagObjectPointer)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!438 = !DILocation(line: 0, scope: !435)
!439 = !DILocation(line: 72, scope: !435)
!440 = distinct !DISubprogram(name: "Bird", linkageName: "??0Bird@@QEAA@XZ", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !103, retainedNodes: !71)
!441 = !DILocalVariable(name: "this", arg: 1, scope: !440, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!442 = !DILocation(line: 0, scope: !440)
!443 = !DILocation(line: 74, scope: !440)
!444 = !DILocation(line: 74, scope: !445)
!445 = distinct !DILexicalBlock(scope: !440, file: !1, line: 74)
!446 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ", scope: !265, file: !1, line: 136, type: !447, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !450, retainedNodes: !71)
!447 = !DISubroutineType(types: !448)
!448 = !{!32, !449}
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DISubprogram(name: "operator()", scope: !265, file: !1, line: 136, type: !451, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!451 = !DISubroutineType(types: !452)
!452 = !{!453, !449}
!453 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!454 = !DILocalVariable(name: "this", arg: 1, scope: !446, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!456 = !DILocation(line: 0, scope: !446)
!457 = !DILocation(line: 136, scope: !446)
!458 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ", scope: !272, file: !1, line: 138, type: !459, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !463, retainedNodes: !71)
!459 = !DISubroutineType(types: !460)
!460 = !{!32, !461}
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!462 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !272)
!463 = !DISubprogram(name: "operator()", scope: !272, file: !1, line: 138, type: !464, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!464 = !DISubroutineType(types: !465)
!465 = !{!453, !461}
!466 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !467, flags: DIFlagArtificial | DIFlagObjectPointer)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64)
!468 = !DILocation(line: 0, scope: !458)
!469 = !DILocation(line: 138, scope: !458)
!470 = distinct !DISubprogram(name: "Accum", linkageName: "??0Accum@@QEAA@XZ", scope: !39, file: !1, line: 92, type: !471, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !473, retainedNodes: !71)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !70}
!473 = !DISubprogram(name: "Accum", scope: !39, type: !471, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!474 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!475 = !DILocation(line: 0, scope: !470)
!476 = !DILocation(line: 92, scope: !470)
!477 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!478 = !DILocation(line: 0, scope: !38)
!479 = !DILocation(line: 94, scope: !38)
!480 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!481 = !DILocalVariable(name: "a", arg: 2, scope: !480, file: !1, line: 89, type: !32)
!482 = !DILocation(line: 89, scope: !480)
!483 = !DILocalVariable(name: "this", arg: 1, scope: !480, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!485 = !DILocation(line: 0, scope: !480)
!486 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6AHH@Z@@QEAA@XZ", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!487 = !DILocalVariable(name: "this", arg: 1, scope: !486, type: !488, flags: DIFlagArtificial | DIFlagObjectPointer)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!489 = !DILocation(line: 0, scope: !486)
!490 = !DILocation(line: 88, scope: !491)
!491 = distinct !DILexicalBlock(scope: !486, file: !1, line: 88)
!492 = !DILocation(line: 88, scope: !493)
!493 = distinct !DILexicalBlock(scope: !491, file: !1, line: 88)
!494 = !DILocation(line: 88, scope: !486)
!495 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", linkageName: "??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z", scope: !164, file: !1, line: 83, type: !496, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !499, declaration: !498, retainedNodes: !71)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !175, !160}
!498 = !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", scope: !164, file: !1, line: 83, type: !496, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !499)
!499 = !{!500}
!500 = !DITemplateTypeParameter(name: "F", type: !160)
!501 = !DILocalVariable(name: "f", arg: 2, scope: !495, file: !1, line: 83, type: !160)
!502 = !DILocation(line: 83, scope: !495)
!503 = !DILocalVariable(name: "this", arg: 1, scope: !495, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!505 = !DILocation(line: 0, scope: !495)
!506 = !DILocation(line: 84, scope: !507)
!507 = distinct !DILexicalBlock(scope: !495, file: !1, line: 83)
!508 = !DILocation(line: 85, scope: !507)
!509 = !DILocation(line: 86, scope: !507)
!510 = !DILocation(line: 87, scope: !495)
!511 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!512 = !DILocalVariable(name: "a", arg: 3, scope: !511, file: !1, line: 89, type: !33)
!513 = !DILocation(line: 89, scope: !511)
!514 = !DILocalVariable(name: "a", arg: 2, scope: !511, file: !1, line: 89, type: !33)
!515 = !DILocalVariable(name: "this", arg: 1, scope: !511, type: !516, flags: DIFlagArtificial | DIFlagObjectPointer)
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!517 = !DILocation(line: 0, scope: !511)
!518 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6ANNN@Z@@QEAA@XZ", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!519 = !DILocalVariable(name: "this", arg: 1, scope: !518, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DILocation(line: 0, scope: !518)
!521 = !DILocation(line: 88, scope: !522)
!522 = distinct !DILexicalBlock(scope: !518, file: !1, line: 88)
!523 = !DILocation(line: 88, scope: !524)
!524 = distinct !DILexicalBlock(scope: !522, file: !1, line: 88)
!525 = !DILocation(line: 88, scope: !518)
!526 = distinct !DISubprogram(name: "~Bird", linkageName: "??1Bird@@UEAA@XZ", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !527, retainedNodes: !71)
!527 = !DISubprogram(name: "~Bird", scope: !79, type: !104, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!528 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DILocation(line: 0, scope: !526)
!530 = !DILocation(line: 74, scope: !531)
!531 = distinct !DILexicalBlock(scope: !526, file: !1, line: 74)
!532 = !DILocation(line: 74, scope: !526)
!533 = distinct !DISubprogram(name: "~Owner", linkageName: "??1?$Owner@UBird@@@@QEAA@XZ", scope: !75, file: !1, line: 28, type: !130, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !129, retainedNodes: !71)
!534 = !DILocalVariable(name: "this", arg: 1, scope: !533, type: !314, flags: DIFlagArtificial | DIFlagObjectPointer)
!535 = !DILocation(line: 0, scope: !533)
!536 = !DILocation(line: 28, scope: !537)
!537 = distinct !DILexicalBlock(scope: !533, file: !1, line: 28)
!538 = !DILocation(line: 28, scope: !533)
!539 = distinct !DISubprogram(name: "Counter", linkageName: "??0?$Counter@UDoubler@@@@QEAA@XZ", scope: !146, file: !1, line: 59, type: !540, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !542, retainedNodes: !71)
!540 = !DISubroutineType(types: !541)
!541 = !{null, !152}
!542 = !DISubprogram(name: "Counter", scope: !146, type: !540, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !539, type: !425, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DILocation(line: 0, scope: !539)
!545 = !DILocation(line: 59, scope: !539)
!546 = distinct !DISubprogram(name: "Animal", linkageName: "??0Animal@@QEAA@XZ", scope: !82, file: !1, line: 68, type: !89, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !547, retainedNodes: !71)
!547 = !DISubprogram(name: "Animal", scope: !82, type: !89, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!548 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !549, flags: DIFlagArtificial | DIFlagObjectPointer)
!549 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!550 = !DILocation(line: 0, scope: !546)
!551 = !DILocation(line: 68, scope: !546)
!552 = distinct !DISubprogram(name: "~Bird", linkageName: "??_GBird@@UEAAPEAXI@Z", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !527, retainedNodes: !71)
!553 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !552, type: !32, flags: DIFlagArtificial)
!554 = !DILocation(line: 0, scope: !552)
!555 = !DILocalVariable(name: "this", arg: 1, scope: !552, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DILocation(line: 74, scope: !552)
!557 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !79, file: !1, line: 74, type: !108, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !71)
!558 = !DILocalVariable(name: "this", arg: 1, scope: !557, type: !559, flags: DIFlagArtificial | DIFlagObjectPointer)
!559 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!560 = !DILocation(line: 0, scope: !557)
!561 = !DILocation(line: 74, scope: !557)
!562 = distinct !DISubprogram(name: "~Animal", linkageName: "??_GAnimal@@UEAAPEAXI@Z", scope: !82, file: !1, line: 70, type: !89, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !71)
!563 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !562, type: !32, flags: DIFlagArtificial)
!564 = !DILocation(line: 0, scope: !562)
!565 = !DILocalVariable(name: "this", arg: 1, scope: !562, type: !549, flags: DIFlagArtificial | DIFlagObjectPointer)
!566 = !DILocation(line: 70, scope: !562)
!567 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !82, file: !1, line: 71, type: !93, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !92, retainedNodes: !71)
!568 = !DILocalVariable(name: "this", arg: 1, scope: !567, type: !437, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = !DILocation(line: 0, scope: !567)
!570 = !DILocation(line: 71, scope: !567)
!571 = distinct !DISubprogram(name: "~Animal", linkageName: "??1Animal@@UEAA@XZ", scope: !82, file: !1, line: 70, type: !89, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !71)
!572 = !DILocalVariable(name: "this", arg: 1, scope: !571, type: !549, flags: DIFlagArtificial | DIFlagObjectPointer)
!573 = !DILocation(line: 0, scope: !571)
!574 = !DILocation(line: 70, scope: !571)
!575 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", linkageName: "??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z", scope: !45, file: !1, line: 83, type: !576, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !579, declaration: !578, retainedNodes: !71)
!576 = !DISubroutineType(types: !577)
!577 = !{null, !60, !37}
!578 = !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", scope: !45, file: !1, line: 83, type: !576, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !579)
!579 = !{!580}
!580 = !DITemplateTypeParameter(name: "F", type: !37)
!581 = !DILocalVariable(name: "f", arg: 2, scope: !575, file: !1, line: 83, type: !37)
!582 = !DILocation(line: 83, scope: !575)
!583 = !DILocalVariable(name: "this", arg: 1, scope: !575, type: !488, flags: DIFlagArtificial | DIFlagObjectPointer)
!584 = !DILocation(line: 0, scope: !575)
!585 = !DILocation(line: 84, scope: !586)
!586 = distinct !DILexicalBlock(scope: !575, file: !1, line: 83)
!587 = !DILocation(line: 85, scope: !586)
!588 = !DILocation(line: 86, scope: !586)
!589 = !DILocation(line: 87, scope: !575)
!590 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:94:39' &>", linkageName: "??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z", scope: !1, file: !1, line: 17, type: !591, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !597, retainedNodes: !71)
!591 = !DISubroutineType(types: !592)
!592 = !{!593, !599}
!593 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !594, size: 64)
!594 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !595, file: !1, line: 16, baseType: !37)
!595 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:94:39' &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !596, templateParams: !597, identifier: ".?AU?$remove_ref@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@")
!596 = !{!594}
!597 = !{!598}
!598 = !DITemplateTypeParameter(name: "T", type: !599)
!599 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!600 = !DILocalVariable(name: "t", arg: 1, scope: !590, file: !1, line: 17, type: !599)
!601 = !DILocation(line: 17, scope: !590)
!602 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ", scope: !603, file: !1, line: 85, type: !610, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !612, retainedNodes: !71)
!603 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !575, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !604, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@")
!604 = !{!605}
!605 = !DISubprogram(name: "operator()", scope: !603, file: !1, line: 85, type: !606, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!606 = !DISubroutineType(types: !607)
!607 = !{!32, !608, !48, !32}
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !609, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!609 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !603)
!610 = !DISubroutineType(types: !611)
!611 = !{!50, !608}
!612 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !603, type: !610, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!613 = !DILocalVariable(name: "this", arg: 1, scope: !602, type: !614, flags: DIFlagArtificial | DIFlagObjectPointer)
!614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !609, size: 64)
!615 = !DILocation(line: 0, scope: !602)
!616 = !DILocation(line: 85, scope: !602)
!617 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ", scope: !618, file: !1, line: 86, type: !619, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !623, retainedNodes: !71)
!618 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !575, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@")
!619 = !DISubroutineType(types: !620)
!620 = !{!54, !621}
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !622, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !618)
!623 = !DISubprogram(name: "operator void (*)(void *)", scope: !618, type: !619, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!624 = !DILocalVariable(name: "this", arg: 1, scope: !617, type: !625, flags: DIFlagArtificial | DIFlagObjectPointer)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !622, size: 64)
!626 = !DILocation(line: 0, scope: !617)
!627 = !DILocation(line: 86, scope: !617)
!628 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z", scope: !603, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !629, retainedNodes: !71)
!629 = !DISubprogram(name: "__invoke", scope: !603, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!630 = !DILocalVariable(name: "a", arg: 2, scope: !628, type: !32)
!631 = !DILocation(line: 0, scope: !628)
!632 = !DILocalVariable(name: "o", arg: 1, scope: !628, type: !48)
!633 = !DILocation(line: 85, scope: !628)
!634 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z", scope: !603, file: !1, line: 85, type: !606, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !605, retainedNodes: !71)
!635 = !DILocalVariable(name: "a", arg: 3, scope: !634, file: !1, line: 85, type: !32)
!636 = !DILocation(line: 85, scope: !634)
!637 = !DILocalVariable(name: "o", arg: 2, scope: !634, file: !1, line: 85, type: !48)
!638 = !DILocalVariable(name: "this", arg: 1, scope: !634, type: !614, flags: DIFlagArtificial | DIFlagObjectPointer)
!639 = !DILocation(line: 0, scope: !634)
!640 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z", scope: !37, file: !1, line: 94, type: !641, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !645, retainedNodes: !71)
!641 = !DISubroutineType(types: !642)
!642 = !{!32, !643, !32}
!643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !644, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!644 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!645 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !646, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!646 = !DISubroutineType(types: !647)
!647 = !{!453, !643, !32}
!648 = !DILocalVariable(name: "v", arg: 2, scope: !640, file: !1, line: 94, type: !32)
!649 = !DILocation(line: 94, scope: !640)
!650 = !DILocalVariable(name: "this", arg: 1, scope: !640, type: !651, flags: DIFlagArtificial | DIFlagObjectPointer)
!651 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !644, size: 64)
!652 = !DILocation(line: 0, scope: !640)
!653 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z", scope: !618, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !654, retainedNodes: !71)
!654 = !DISubprogram(name: "__invoke", scope: !618, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!655 = !DILocalVariable(name: "o", arg: 1, scope: !653, type: !48)
!656 = !DILocation(line: 0, scope: !653)
!657 = !DILocation(line: 86, scope: !653)
!658 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z", scope: !618, file: !1, line: 86, type: !659, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !661, retainedNodes: !71)
!659 = !DISubroutineType(types: !660)
!660 = !{null, !621, !48}
!661 = !DISubprogram(name: "operator()", scope: !618, file: !1, line: 86, type: !662, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!662 = !DISubroutineType(types: !663)
!663 = !{!453, !621, !48}
!664 = !DILocalVariable(name: "o", arg: 2, scope: !658, file: !1, line: 86, type: !48)
!665 = !DILocation(line: 86, scope: !658)
!666 = !DILocalVariable(name: "this", arg: 1, scope: !658, type: !625, flags: DIFlagArtificial | DIFlagObjectPointer)
!667 = !DILocation(line: 0, scope: !658)
!668 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z", scope: !75, file: !1, line: 24, type: !113, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !112, retainedNodes: !71)
!669 = !DILocalVariable(name: "p", arg: 2, scope: !668, file: !1, line: 24, type: !78)
!670 = !DILocation(line: 24, scope: !668)
!671 = !DILocalVariable(name: "this", arg: 1, scope: !668, type: !314, flags: DIFlagArtificial | DIFlagObjectPointer)
!672 = !DILocation(line: 0, scope: !668)
!673 = distinct !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !75, file: !1, line: 29, type: !130, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !132, retainedNodes: !71)
!674 = !DILocalVariable(name: "this", arg: 1, scope: !673, type: !314, flags: DIFlagArtificial | DIFlagObjectPointer)
!675 = !DILocation(line: 0, scope: !673)
!676 = !DILocation(line: 29, scope: !673)
!677 = !DILocation(line: 29, scope: !678)
!678 = distinct !DILexicalBlock(scope: !679, file: !1, line: 29)
!679 = distinct !DILexicalBlock(scope: !673, file: !1, line: 29)
!680 = distinct !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !143, file: !1, line: 63, type: !156, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !155, retainedNodes: !71)
!681 = !DILocalVariable(name: "x", arg: 2, scope: !680, file: !1, line: 63, type: !32)
!682 = !DILocation(line: 63, scope: !680)
!683 = !DILocalVariable(name: "this", arg: 1, scope: !680, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!684 = !DILocation(line: 0, scope: !680)
!685 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:147:42' &>", linkageName: "??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z", scope: !1, file: !1, line: 17, type: !686, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !692, retainedNodes: !71)
!686 = !DISubroutineType(types: !687)
!687 = !{!688, !694}
!688 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !689, size: 64)
!689 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !690, file: !1, line: 16, baseType: !160)
!690 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:147:42' &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !691, templateParams: !692, identifier: ".?AU?$remove_ref@AEAV<lambda_2>@?0??main@@9@@@")
!691 = !{!689}
!692 = !{!693}
!693 = !DITemplateTypeParameter(name: "T", type: !694)
!694 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !160, size: 64)
!695 = !DILocalVariable(name: "t", arg: 1, scope: !685, file: !1, line: 17, type: !694)
!696 = !DILocation(line: 17, scope: !685)
!697 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ", scope: !698, file: !1, line: 85, type: !705, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !707, retainedNodes: !71)
!698 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !495, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !699, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@")
!699 = !{!700}
!700 = !DISubprogram(name: "operator()", scope: !698, file: !1, line: 85, type: !701, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!701 = !DISubroutineType(types: !702)
!702 = !{!33, !703, !48, !33, !33}
!703 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !704, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!704 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !698)
!705 = !DISubroutineType(types: !706)
!706 = !{!168, !703}
!707 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !698, type: !705, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!708 = !DILocalVariable(name: "this", arg: 1, scope: !697, type: !709, flags: DIFlagArtificial | DIFlagObjectPointer)
!709 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !704, size: 64)
!710 = !DILocation(line: 0, scope: !697)
!711 = !DILocation(line: 85, scope: !697)
!712 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ", scope: !713, file: !1, line: 86, type: !714, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !718, retainedNodes: !71)
!713 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !495, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@")
!714 = !DISubroutineType(types: !715)
!715 = !{!54, !716}
!716 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !717, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!717 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !713)
!718 = !DISubprogram(name: "operator void (*)(void *)", scope: !713, type: !714, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!719 = !DILocalVariable(name: "this", arg: 1, scope: !712, type: !720, flags: DIFlagArtificial | DIFlagObjectPointer)
!720 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !717, size: 64)
!721 = !DILocation(line: 0, scope: !712)
!722 = !DILocation(line: 86, scope: !712)
!723 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z", scope: !698, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !724, retainedNodes: !71)
!724 = !DISubprogram(name: "__invoke", scope: !698, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!725 = !DILocalVariable(name: "a", arg: 3, scope: !723, type: !33)
!726 = !DILocation(line: 0, scope: !723)
!727 = !DILocalVariable(name: "a", arg: 2, scope: !723, type: !33)
!728 = !DILocalVariable(name: "o", arg: 1, scope: !723, type: !48)
!729 = !DILocation(line: 85, scope: !723)
!730 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z", scope: !698, file: !1, line: 85, type: !701, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !700, retainedNodes: !71)
!731 = !DILocalVariable(name: "a", arg: 4, scope: !730, file: !1, line: 85, type: !33)
!732 = !DILocation(line: 85, scope: !730)
!733 = !DILocalVariable(name: "a", arg: 3, scope: !730, file: !1, line: 85, type: !33)
!734 = !DILocalVariable(name: "o", arg: 2, scope: !730, file: !1, line: 85, type: !48)
!735 = !DILocalVariable(name: "this", arg: 1, scope: !730, type: !709, flags: DIFlagArtificial | DIFlagObjectPointer)
!736 = !DILocation(line: 0, scope: !730)
!737 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z", scope: !160, file: !1, line: 147, type: !738, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !742, retainedNodes: !71)
!738 = !DISubroutineType(types: !739)
!739 = !{!33, !740, !33, !33}
!740 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !741, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!742 = !DISubprogram(name: "operator()", scope: !160, file: !1, line: 147, type: !743, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!743 = !DISubroutineType(types: !744)
!744 = !{!453, !740, !33, !33}
!745 = !DILocalVariable(name: "y", arg: 3, scope: !737, file: !1, line: 147, type: !33)
!746 = !DILocation(line: 147, scope: !737)
!747 = !DILocalVariable(name: "x", arg: 2, scope: !737, file: !1, line: 147, type: !33)
!748 = !DILocalVariable(name: "this", arg: 1, scope: !737, type: !749, flags: DIFlagArtificial | DIFlagObjectPointer)
!749 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !741, size: 64)
!750 = !DILocation(line: 0, scope: !737)
!751 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z", scope: !713, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !752, retainedNodes: !71)
!752 = !DISubprogram(name: "__invoke", scope: !713, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!753 = !DILocalVariable(name: "o", arg: 1, scope: !751, type: !48)
!754 = !DILocation(line: 0, scope: !751)
!755 = !DILocation(line: 86, scope: !751)
!756 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z", scope: !713, file: !1, line: 86, type: !757, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !759, retainedNodes: !71)
!757 = !DISubroutineType(types: !758)
!758 = !{null, !716, !48}
!759 = !DISubprogram(name: "operator()", scope: !713, file: !1, line: 86, type: !760, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!760 = !DISubroutineType(types: !761)
!761 = !{!453, !716, !48}
!762 = !DILocalVariable(name: "o", arg: 2, scope: !756, file: !1, line: 86, type: !48)
!763 = !DILocation(line: 86, scope: !756)
!764 = !DILocalVariable(name: "this", arg: 1, scope: !756, type: !720, flags: DIFlagArtificial | DIFlagObjectPointer)
!765 = !DILocation(line: 0, scope: !756)
