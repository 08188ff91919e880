; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Vec2 = type { float, float }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%class.Owner = type { ptr }
%struct.Point3 = type { i32, i32, i32 }
%struct.Doubler = type { %struct.Counter }
%struct.Counter = type { i32 }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { ptr, i32 }
%class.anon = type { i32, i32 }
%class.anon.0 = type { i32, [3 x i32] }
%struct.Accum = type { i32 }
%class.Function = type { ptr, ptr, ptr }
%class.Function.1 = type { ptr, ptr, ptr }
%class.anon.2 = type { i8 }
%class.anon.3 = type { ptr }
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

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 1, !dbg !0
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 1, !dbg !8
@__const.main.arr = private unnamed_addr constant [3 x i32] [i32 4, i32 5, i32 6], align 4
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 1, !dbg !13
@__const.main.v = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 1, !dbg !18
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 1, !dbg !23
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1, !dbg !28
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 1, !dbg !33
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 1, !dbg !35
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 1, !dbg !40
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 1, !dbg !45
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 1, !dbg !47
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 1, !dbg !49
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Bird@@6B@", ptr @"??_GBird@@UEAAPEAXI@Z", ptr @"?sound@Bird@@UEBAPEBDXZ"] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Bird@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBird@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Animal@@6B@", ptr @"??_GAnimal@@UEAAPEAXI@Z", ptr @"?sound@Animal@@UEBAPEBDXZ"] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Animal@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 1, !dbg !51
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 1, !dbg !56
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 1, !dbg !61
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1, !dbg !66
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 1, !dbg !68
@"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"non-positive int\00", comdat, align 1, !dbg !70
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1, !dbg !75
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 1, !dbg !80

@"??_7Bird@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 !dbg !240 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [3 x i32], align 4
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Vec2, align 4
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Doubler, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca %struct.Bird, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %class.anon, align 4
  %21 = alloca %class.anon.0, align 4
  %22 = alloca %struct.Accum, align 4
  %23 = alloca %class.Function, align 8
  %24 = alloca %class.Function.1, align 8
  %25 = alloca %class.anon.2, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !276, !DIExpression(), !277)
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind writable sret(%class.Owner) align 8 %2), !dbg !277
    #dbg_declare(ptr %3, !278, !DIExpression(), !279)
  %26 = invoke noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %27 unwind label %188, !dbg !279

27:                                               ; preds = %0
  %28 = call noundef ptr @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %26) #9, !dbg !279
  %29 = invoke noundef ptr @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %30 unwind label %186, !dbg !280

30:                                               ; preds = %27
  %31 = load ptr, ptr %29, align 8, !dbg !280
  %32 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !280
  %33 = load ptr, ptr %32, align 8, !dbg !280
  %34 = invoke noundef ptr %33(ptr noundef nonnull align 8 dereferenceable(16) %29)
          to label %35 unwind label %186, !dbg !280

35:                                               ; preds = %30
  %36 = invoke noundef zeroext i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %37 unwind label %186, !dbg !280

37:                                               ; preds = %35
  %38 = zext i1 %36 to i32, !dbg !280
  %39 = invoke noundef zeroext i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %40 unwind label %186, !dbg !280

40:                                               ; preds = %37
  %41 = zext i1 %39 to i32, !dbg !280
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 noundef %41, i32 noundef %38, ptr noundef %34)
          to label %43 unwind label %186, !dbg !280

43:                                               ; preds = %40
    #dbg_declare(ptr %4, !281, !DIExpression(), !282)
    #dbg_declare(ptr %4, !283, !DIExpression(DW_OP_plus_uconst, 4), !282)
    #dbg_declare(ptr %4, !284, !DIExpression(DW_OP_plus_uconst, 8), !282)
  invoke void @"?make_point@@YA?AUPoint3@@H@Z"(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %44 unwind label %186, !dbg !282

44:                                               ; preds = %43
  %45 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 2, !dbg !285
  %46 = load i32, ptr %45, align 4, !dbg !285
  %47 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 1, !dbg !285
  %48 = load i32, ptr %47, align 4, !dbg !285
  %49 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 0, !dbg !285
  %50 = load i32, ptr %49, align 4, !dbg !285
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %50, i32 noundef %48, i32 noundef %46)
          to label %52 unwind label %186, !dbg !285

52:                                               ; preds = %44
    #dbg_declare(ptr %5, !286, !DIExpression(), !290)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.arr, i64 12, i1 false), !dbg !290
    #dbg_declare(ptr %6, !291, !DIExpression(DW_OP_deref), !292)
    #dbg_declare(ptr %6, !293, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !292)
    #dbg_declare(ptr %6, !294, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !292)
  store ptr %5, ptr %6, align 8, !dbg !292
  %53 = load ptr, ptr %6, align 8, !dbg !295
  %54 = getelementptr inbounds [3 x i32], ptr %53, i64 0, i64 1, !dbg !295
  store i32 50, ptr %54, align 4, !dbg !295
  %55 = load ptr, ptr %6, align 8, !dbg !296
  %56 = getelementptr inbounds [3 x i32], ptr %55, i64 0, i64 2, !dbg !296
  %57 = load i32, ptr %56, align 4, !dbg !296
  %58 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 1, !dbg !296
  %59 = load i32, ptr %58, align 4, !dbg !296
  %60 = load ptr, ptr %6, align 8, !dbg !296
  %61 = getelementptr inbounds [3 x i32], ptr %60, i64 0, i64 0, !dbg !296
  %62 = load i32, ptr %61, align 4, !dbg !296
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %62, i32 noundef %59, i32 noundef %57)
          to label %64 unwind label %186, !dbg !296

64:                                               ; preds = %52
    #dbg_declare(ptr %7, !297, !DIExpression(), !298)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.v, i64 8, i1 false), !dbg !298
    #dbg_declare(ptr %8, !299, !DIExpression(), !300)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.w, i64 8, i1 false), !dbg !300
  %65 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QEAAAEAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %66 unwind label %186, !dbg !301

66:                                               ; preds = %64
  %67 = load float, ptr %65, align 4, !dbg !301
  %68 = fadd float %67, 1.000000e+00, !dbg !301
  store float %68, ptr %65, align 4, !dbg !301
  %69 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %70 unwind label %186, !dbg !302

70:                                               ; preds = %66
  %71 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0, !dbg !302
  store float 2.500000e+00, ptr %71, align 4, !dbg !302
  %72 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1, !dbg !302
  store float 4.000000e+00, ptr %72, align 4, !dbg !302
  %73 = load i64, ptr %9, align 4, !dbg !302
  %74 = invoke noundef zeroext i1 @"??8Vec2@@QEBA_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %7, i64 %73)
          to label %75 unwind label %186, !dbg !302

75:                                               ; preds = %70
  %76 = zext i1 %74 to i32, !dbg !302
  %77 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 1, !dbg !302
  %78 = load float, ptr %77, align 4, !dbg !302
  %79 = fpext float %78 to double, !dbg !302
  %80 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0, !dbg !302
  %81 = load float, ptr %80, align 4, !dbg !302
  %82 = fpext float %81 to double, !dbg !302
  %83 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", double noundef %82, double noundef %79, i32 noundef %76, i32 noundef %69)
          to label %84 unwind label %186, !dbg !302

84:                                               ; preds = %75
  %85 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %86 unwind label %186, !dbg !303

86:                                               ; preds = %84
  %87 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %88 unwind label %186, !dbg !303

88:                                               ; preds = %86
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 noundef %87, double noundef %85)
          to label %90 unwind label %186, !dbg !303

90:                                               ; preds = %88
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %91 unwind label %186, !dbg !304

91:                                               ; preds = %90
  %92 = invoke noundef ptr @"??$describe@PEBD@@YAPEBDPEBD@Z"(ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %93 unwind label %186, !dbg !305

93:                                               ; preds = %91
  %94 = invoke noundef ptr @"??$describe@N@@YAPEBDN@Z"(double noundef 2.000000e+00)
          to label %95 unwind label %186, !dbg !305

95:                                               ; preds = %93
  %96 = invoke noundef ptr @"??$describe@H@@YAPEBDH@Z"(i32 noundef 3)
          to label %97 unwind label %186, !dbg !305

97:                                               ; preds = %95
  %98 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", ptr noundef %96, ptr noundef %94, ptr noundef %92)
          to label %99 unwind label %186, !dbg !305

99:                                               ; preds = %97
    #dbg_declare(ptr %10, !306, !DIExpression(), !307)
  %100 = call noundef ptr @"??0Doubler@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %10) #9, !dbg !307
    #dbg_declare(ptr %11, !308, !DIExpression(), !309)
  store i32 0, ptr %11, align 4, !dbg !309
    #dbg_declare(ptr %12, !310, !DIExpression(), !312)
  store i32 0, ptr %12, align 4, !dbg !312
  br label %101, !dbg !312

101:                                              ; preds = %110, %99
  %102 = load i32, ptr %12, align 4, !dbg !312
  %103 = icmp slt i32 %102, 4, !dbg !312
  br i1 %103, label %104, label %113, !dbg !312

104:                                              ; preds = %101
  %105 = load i32, ptr %12, align 4, !dbg !313
  %106 = invoke noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %105)
          to label %107 unwind label %186, !dbg !313

107:                                              ; preds = %104
  %108 = load i32, ptr %11, align 4, !dbg !313
  %109 = add nsw i32 %108, %106, !dbg !313
  store i32 %109, ptr %11, align 4, !dbg !313
  br label %110, !dbg !313

110:                                              ; preds = %107
  %111 = load i32, ptr %12, align 4, !dbg !313
  %112 = add nsw i32 %111, 1, !dbg !313
  store i32 %112, ptr %12, align 4, !dbg !313
  br label %101, !dbg !313, !llvm.loop !315

113:                                              ; preds = %101
  %114 = getelementptr inbounds %struct.Counter, ptr %10, i32 0, i32 0, !dbg !317
  %115 = load i32, ptr %114, align 4, !dbg !317
  %116 = load i32, ptr %11, align 4, !dbg !317
  %117 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 noundef %116, i32 noundef %115)
          to label %118 unwind label %186, !dbg !317

118:                                              ; preds = %113
    #dbg_declare(ptr %13, !318, !DIExpression(), !319)
  %119 = invoke noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef 1, i8 noundef 4)
          to label %120 unwind label %186, !dbg !319

120:                                              ; preds = %118
  store i8 %119, ptr %13, align 1, !dbg !319
  %121 = load i8, ptr %13, align 1, !dbg !320
  %122 = zext i8 %121 to i32, !dbg !320
  %123 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 noundef %122)
          to label %124 unwind label %186, !dbg !320

124:                                              ; preds = %120
    #dbg_declare(ptr %14, !321, !DIExpression(), !323)
  store i32 8, ptr %14, align 8, !dbg !323
    #dbg_declare(ptr %15, !324, !DIExpression(), !326)
  store ptr @"??_9Animal@@$B7AA", ptr %15, align 8, !dbg !326
    #dbg_declare(ptr %16, !327, !DIExpression(), !329)
  store ptr @"?twice_legs@Animal@@QEBAHXZ", ptr %16, align 8, !dbg !329
    #dbg_declare(ptr %17, !330, !DIExpression(), !331)
  %125 = invoke noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %17)
          to label %126 unwind label %186, !dbg !331

126:                                              ; preds = %124
    #dbg_declare(ptr %18, !332, !DIExpression(), !334)
  store ptr %17, ptr %18, align 8, !dbg !334
  %127 = load ptr, ptr %16, align 8, !dbg !335
  %128 = invoke noundef i32 %127(ptr noundef nonnull align 8 dereferenceable(16) %17)
          to label %129 unwind label %184, !dbg !335

129:                                              ; preds = %126
  %130 = load ptr, ptr %18, align 8, !dbg !335
  %131 = load ptr, ptr %15, align 8, !dbg !335
  %132 = invoke noundef ptr %131(ptr noundef nonnull align 8 dereferenceable(16) %130)
          to label %133 unwind label %184, !dbg !335

133:                                              ; preds = %129
  %134 = load ptr, ptr %18, align 8, !dbg !335
  %135 = load i32, ptr %14, align 8, !dbg !335
  %136 = getelementptr inbounds i8, ptr %134, i32 %135, !dbg !335
  %137 = load i32, ptr %136, align 4, !dbg !335
  %138 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %137, ptr noundef %132, i32 noundef %128)
          to label %139 unwind label %184, !dbg !335

139:                                              ; preds = %133
    #dbg_declare(ptr %19, !336, !DIExpression(), !337)
  store i32 10, ptr %19, align 4, !dbg !337
    #dbg_declare(ptr %20, !338, !DIExpression(), !343)
  %140 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 0, !dbg !343
  store i32 0, ptr %140, align 4, !dbg !343
  %141 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 1, !dbg !343
  %142 = load i32, ptr %19, align 4, !dbg !343
  store i32 %142, ptr %141, align 4, !dbg !343
  %143 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %144 unwind label %184, !dbg !344

144:                                              ; preds = %139
    #dbg_declare(ptr %21, !345, !DIExpression(), !350)
  %145 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 0, !dbg !350
  %146 = load i32, ptr %19, align 4, !dbg !350
  store i32 %146, ptr %145, align 4, !dbg !350
  %147 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 1, !dbg !350
  %148 = getelementptr inbounds [3 x i32], ptr %147, i64 0, i64 0, !dbg !350
  br label %149, !dbg !350

149:                                              ; preds = %149, %144
  %150 = phi i64 [ 0, %144 ], [ %154, %149 ], !dbg !350
  %151 = getelementptr inbounds i32, ptr %148, i64 %150, !dbg !350
  %152 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 %150, !dbg !350
  %153 = load i32, ptr %152, align 4, !dbg !350
  store i32 %153, ptr %151, align 4, !dbg !350
  %154 = add nuw i64 %150, 1, !dbg !350
  %155 = icmp eq i64 %154, 3, !dbg !350
  br i1 %155, label %156, label %149, !dbg !350

156:                                              ; preds = %149
  %157 = invoke noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %21)
          to label %158 unwind label %184, !dbg !351

158:                                              ; preds = %156
  %159 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %160 unwind label %184, !dbg !351

160:                                              ; preds = %158
  %161 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 noundef %159, i32 noundef %157)
          to label %162 unwind label %184, !dbg !351

162:                                              ; preds = %160
    #dbg_declare(ptr %22, !352, !DIExpression(), !353)
  %163 = call noundef ptr @"??0Accum@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %22) #9, !dbg !353
    #dbg_declare(ptr %23, !354, !DIExpression(), !356)
  invoke void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %22, ptr dead_on_unwind writable sret(%class.Function) align 8 %23)
          to label %164 unwind label %184, !dbg !356

164:                                              ; preds = %162
  %165 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %23, i32 noundef 5)
          to label %166 unwind label %180, !dbg !357

166:                                              ; preds = %164
  %167 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %23, i32 noundef 6)
          to label %168 unwind label %180, !dbg !358

168:                                              ; preds = %166
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %23) #9, !dbg !359
    #dbg_declare(ptr %24, !360, !DIExpression(), !361)
  %169 = getelementptr inbounds %class.anon.2, ptr %25, i32 0, i32 0, !dbg !361
  %170 = load i8, ptr %169, align 1, !dbg !361
  %171 = invoke noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 %170)
          to label %172 unwind label %184, !dbg !361

172:                                              ; preds = %168
  %173 = invoke noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %174 unwind label %182, !dbg !362

174:                                              ; preds = %172
  %175 = getelementptr inbounds %struct.Accum, ptr %22, i32 0, i32 0, !dbg !362
  %176 = load i32, ptr %175, align 4, !dbg !362
  %177 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %176, double noundef %173)
          to label %178 unwind label %182, !dbg !362

178:                                              ; preds = %174
  store i32 0, ptr %1, align 4, !dbg !363
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %24) #9, !dbg !364
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %17) #9, !dbg !364
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !364
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #9, !dbg !364
  %179 = load i32, ptr %1, align 4, !dbg !364
  ret i32 %179, !dbg !364

180:                                              ; preds = %166, %164
  %181 = cleanuppad within none [], !dbg !359
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %23) #9 [ "funclet"(token %181) ], !dbg !359
  cleanupret from %181 unwind label %184, !dbg !359

182:                                              ; preds = %174, %172
  %183 = cleanuppad within none [], !dbg !364
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %24) #9 [ "funclet"(token %183) ], !dbg !364
  cleanupret from %183 unwind label %184, !dbg !364

184:                                              ; preds = %182, %168, %180, %162, %160, %158, %156, %139, %133, %129, %126
  %185 = cleanuppad within none [], !dbg !364
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %17) #9 [ "funclet"(token %185) ], !dbg !364
  cleanupret from %185 unwind label %186, !dbg !364

186:                                              ; preds = %184, %124, %120, %118, %113, %104, %97, %95, %93, %91, %90, %88, %86, %84, %75, %70, %66, %64, %52, %44, %43, %40, %37, %35, %30, %27
  %187 = cleanuppad within none [], !dbg !364
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9 [ "funclet"(token %187) ], !dbg !364
  cleanupret from %187 unwind label %188, !dbg !364

188:                                              ; preds = %186, %0
  %189 = cleanuppad within none [], !dbg !364
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #9 [ "funclet"(token %189) ], !dbg !364
  cleanupret from %189 unwind to caller, !dbg !364
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind noalias writable sret(%class.Owner) align 8 %0) #1 comdat !dbg !365 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %3, !370, !DIExpression(), !371)
  %4 = call ptr @malloc(i64 noundef 16) #10, !dbg !371
  store ptr %4, ptr %3, align 8, !dbg !371
  %5 = load ptr, ptr %3, align 8, !dbg !372
  %6 = call noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5), !dbg !372
  %7 = call noundef ptr @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5), !dbg !372
  ret void, !dbg !372
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !373 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !382, !DIExpression(), !383)
  %3 = load ptr, ptr %2, align 8, !dbg !383
  ret ptr %3, !dbg !383
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 !dbg !384 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !385, !DIExpression(), !386)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !387, !DIExpression(), !389)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !386
  %7 = load ptr, ptr %3, align 8, !dbg !386
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !386
  %9 = load ptr, ptr %8, align 8, !dbg !386
  store ptr %9, ptr %6, align 8, !dbg !386
  %10 = load ptr, ptr %3, align 8, !dbg !390
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !390
  store ptr null, ptr %11, align 8, !dbg !390
  ret ptr %5, !dbg !386
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !392 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !393, !DIExpression(), !395)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !396
  %5 = load ptr, ptr %4, align 8, !dbg !396
  ret ptr %5, !dbg !396
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !397 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !398, !DIExpression(), !399)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !400
  %5 = load ptr, ptr %4, align 8, !dbg !400
  %6 = icmp ne ptr %5, null, !dbg !400
  ret i1 %6, !dbg !400
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?make_point@@YA?AUPoint3@@H@Z"(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 !dbg !401 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !409, !DIExpression(), !410)
  %5 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0, !dbg !410
  %6 = load i32, ptr %4, align 4, !dbg !410
  store i32 %6, ptr %5, align 4, !dbg !410
  %7 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1, !dbg !410
  %8 = load i32, ptr %4, align 4, !dbg !410
  %9 = mul nsw i32 %8, 2, !dbg !410
  store i32 %9, ptr %7, align 4, !dbg !410
  %10 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2, !dbg !410
  %11 = load i32, ptr %4, align 4, !dbg !410
  %12 = mul nsw i32 %11, 3, !dbg !410
  store i32 %12, ptr %10, align 4, !dbg !410
  ret void, !dbg !410
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QEAAAEAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 !dbg !411 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !412, !DIExpression(), !413)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !414, !DIExpression(), !416)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !413
  %7 = icmp ne i32 %6, 0, !dbg !413
  br i1 %7, label %8, label %10, !dbg !413

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !413
  br label %12, !dbg !413

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !413
  br label %12, !dbg !413

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !413
  ret ptr %13, !dbg !413
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) #1 comdat !dbg !417 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !418, !DIExpression(), !419)
  %3 = load i32, ptr %2, align 4, !dbg !419
  %4 = icmp slt i32 %3, 2, !dbg !419
  br i1 %4, label %5, label %7, !dbg !419

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !419
  br label %15, !dbg !419

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !419
  %9 = sub nsw i32 %8, 1, !dbg !419
  %10 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %9), !dbg !419
  %11 = load i32, ptr %2, align 4, !dbg !419
  %12 = sub nsw i32 %11, 2, !dbg !419
  %13 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %12), !dbg !419
  %14 = add nsw i32 %10, %13, !dbg !419
  br label %15, !dbg !419

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !419
  ret i32 %16, !dbg !419
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"??8Vec2@@QEBA_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #2 comdat align 2 !dbg !420 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !421, !DIExpression(), !422)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !423, !DIExpression(), !425)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !422
  %7 = load float, ptr %6, align 4, !dbg !422
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !422
  %9 = load float, ptr %8, align 4, !dbg !422
  %10 = fcmp oeq float %7, %9, !dbg !422
  br i1 %10, label %11, label %17, !dbg !422

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !422
  %13 = load float, ptr %12, align 4, !dbg !422
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !422
  %15 = load float, ptr %14, align 4, !dbg !422
  %16 = fcmp oeq float %13, %15, !dbg !422
  br label %17, !dbg !422

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ], !dbg !422
  ret i1 %18, !dbg !422
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef %0, float noundef %1) #2 comdat !dbg !426 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %1, ptr %3, align 4
    #dbg_declare(ptr %3, !434, !DIExpression(), !435)
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !436, !DIExpression(), !435)
  %5 = load double, ptr %4, align 8, !dbg !435
  %6 = load float, ptr %3, align 4, !dbg !435
  %7 = fadd float %6, 0.000000e+00, !dbg !435
  %8 = fpext float %7 to double, !dbg !435
  %9 = fadd double %5, %8, !dbg !435
  ret double %9, !dbg !435
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat !dbg !437 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !444, !DIExpression(), !445)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !446, !DIExpression(), !445)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !447, !DIExpression(), !445)
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !448, !DIExpression(), !445)
  %9 = load i32, ptr %8, align 4, !dbg !445
  %10 = load i32, ptr %7, align 4, !dbg !445
  %11 = load i32, ptr %6, align 4, !dbg !445
  %12 = load i32, ptr %5, align 4, !dbg !445
  %13 = add nsw i32 %12, 0, !dbg !445
  %14 = add nsw i32 %11, %13, !dbg !445
  %15 = add nsw i32 %10, %14, !dbg !445
  %16 = add nsw i32 %9, %15, !dbg !445
  ret i32 %16, !dbg !445
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #1 comdat !dbg !449 {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i16 %3, ptr %5, align 2
    #dbg_declare(ptr %5, !459, !DIExpression(), !460)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !461, !DIExpression(), !460)
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %7, !462, !DIExpression(), !460)
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !463, !DIExpression(), !460)
  %9 = load i32, ptr %8, align 4, !dbg !460
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %9), !dbg !460
  %11 = load i8, ptr %7, align 1, !dbg !460
  %12 = sext i8 %11 to i32, !dbg !460
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %12), !dbg !460
  %14 = load i32, ptr %6, align 4, !dbg !460
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %14), !dbg !460
  %16 = load i16, ptr %5, align 2, !dbg !460
  %17 = sext i16 %16 to i32, !dbg !460
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %17), !dbg !460
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@"), !dbg !460
  ret void, !dbg !460
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@PEBD@@YAPEBDPEBD@Z"(ptr noundef %0) #2 comdat !dbg !464 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !469, !DIExpression(), !470)
  ret ptr @"??_C@_05BGEKGIIP@other?$AA@", !dbg !471
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@N@@YAPEBDN@Z"(double noundef %0) #2 comdat !dbg !474 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !479, !DIExpression(), !480)
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@", !dbg !481
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@H@@YAPEBDH@Z"(i32 noundef %0) #2 comdat !dbg !484 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !489, !DIExpression(), !490)
  %3 = load i32, ptr %2, align 4, !dbg !491
  %4 = icmp sgt i32 %3, 0, !dbg !491
  %5 = zext i1 %4 to i64, !dbg !491
  %6 = select i1 %4, ptr @"??_C@_0N@GBBELCCM@positive?5int?$AA@", ptr @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@", !dbg !491
  ret ptr %6, !dbg !491
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Doubler@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !493 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !497, !DIExpression(), !498)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0?$Counter@UDoubler@@@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !499
  ret ptr %3, !dbg !499
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 !dbg !500 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !501, !DIExpression(), !502)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !503, !DIExpression(), !505)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !502
  %7 = load i32, ptr %6, align 4, !dbg !502
  %8 = add nsw i32 %7, 1, !dbg !502
  store i32 %8, ptr %6, align 4, !dbg !502
  %9 = load i32, ptr %3, align 4, !dbg !502
  %10 = call noundef i32 @"?step@Doubler@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9), !dbg !502
  ret i32 %10, !dbg !502
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef %0, i8 noundef %1) #2 comdat !dbg !506 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %1, ptr %3, align 1
    #dbg_declare(ptr %3, !509, !DIExpression(), !510)
  store i8 %0, ptr %4, align 1
    #dbg_declare(ptr %4, !511, !DIExpression(), !510)
  %5 = load i8, ptr %4, align 1, !dbg !510
  %6 = zext i8 %5 to i32, !dbg !510
  %7 = load i8, ptr %3, align 1, !dbg !510
  %8 = zext i8 %7 to i32, !dbg !510
  %9 = or i32 %6, %8, !dbg !510
  %10 = trunc i32 %9 to i8, !dbg !510
  ret i8 %10, !dbg !510
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(ptr noundef %0, ...) #5 comdat align 2 !dbg !512 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !514
  %4 = load ptr, ptr %3, align 8, !dbg !514
  %5 = getelementptr inbounds ptr, ptr %4, i64 1, !dbg !514
  %6 = load ptr, ptr %5, align 8, !dbg !514
  musttail call void (ptr, ...) %6(ptr noundef %3, ...), !dbg !514
  ret void, !dbg !514

7:                                                ; No predecessors!
  ret void, !dbg !514
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?twice_legs@Animal@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #2 comdat align 2 !dbg !515 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !516, !DIExpression(), !518)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !519
  %5 = load i32, ptr %4, align 8, !dbg !519
  %6 = mul nsw i32 %5, 2, !dbg !519
  ret i32 %6, !dbg !519
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 !dbg !520 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !521, !DIExpression(), !522)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Animal@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !523
  store ptr @"??_7Bird@@6B@", ptr %3, align 8, !dbg !523
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !524
  store i32 2, ptr %5, align 8, !dbg !524
  ret ptr %3, !dbg !523
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 !dbg !526 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !531, !DIExpression(), !533)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !534
  %5 = load i32, ptr %4, align 4, !dbg !534
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !534
  %7 = load i32, ptr %6, align 4, !dbg !534
  %8 = add nsw i32 %7, 1, !dbg !534
  store i32 %8, ptr %6, align 4, !dbg !534
  %9 = add nsw i32 %5, %7, !dbg !534
  ret i32 %9, !dbg !534
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 !dbg !535 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !541, !DIExpression(), !543)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !544
  %5 = load i32, ptr %4, align 4, !dbg !544
  %6 = mul nsw i32 %5, 2, !dbg !544
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !544
  %8 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0, !dbg !544
  %9 = load i32, ptr %8, align 4, !dbg !544
  %10 = add nsw i32 %6, %9, !dbg !544
  ret i32 %10, !dbg !544
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Accum@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !545 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !549, !DIExpression(), !550)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !551
  store i32 0, ptr %4, align 4, !dbg !551
  ret ptr %3, !dbg !551
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr dead_on_unwind noalias writable sret(%class.Function) align 8 %1) #1 comdat align 2 !dbg !119 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.3, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !552, !DIExpression(), !553)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !554
  store ptr %6, ptr %7, align 8, !dbg !554
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !554
  %9 = load ptr, ptr %8, align 8, !dbg !554
  %10 = ptrtoint ptr %9 to i64, !dbg !554
  %11 = call noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %1, i64 %10), !dbg !554
  ret void, !dbg !554
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 !dbg !555 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !556, !DIExpression(), !557)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !558, !DIExpression(), !560)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !557
  %7 = load ptr, ptr %6, align 8, !dbg !557
  %8 = load i32, ptr %3, align 4, !dbg !557
  %9 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !557
  %10 = load ptr, ptr %9, align 8, !dbg !557
  %11 = call noundef i32 %7(ptr noundef %10, i32 noundef %8), !dbg !557
  ret i32 %11, !dbg !557
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !561 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !562, !DIExpression(), !564)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !565
  %5 = load ptr, ptr %4, align 8, !dbg !565
  %6 = icmp ne ptr %5, null, !dbg !565
  br i1 %6, label %7, label %13, !dbg !565

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !567
  %9 = load ptr, ptr %8, align 8, !dbg !567
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0, !dbg !567
  %11 = load ptr, ptr %10, align 8, !dbg !567
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !567

12:                                               ; preds = %7
  br label %13, !dbg !567

13:                                               ; preds = %12, %1
  ret void, !dbg !569

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !567
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !567
  unreachable, !dbg !567
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #1 align 2 !dbg !570 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, ptr %3, i32 0, i32 0
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %3, !576, !DIExpression(), !577)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !578, !DIExpression(), !580)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !577
  store ptr null, ptr %9, align 8, !dbg !577
  %10 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !577
  store ptr null, ptr %10, align 8, !dbg !577
  %11 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !577
  store ptr null, ptr %11, align 8, !dbg !577
  %12 = call ptr @malloc(i64 noundef 1) #10, !dbg !581
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3), !dbg !581
  %14 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !581
  store ptr %12, ptr %14, align 8, !dbg !581
  %15 = call noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !583
  %16 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !583
  store ptr %15, ptr %16, align 8, !dbg !583
  %17 = call noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !584
  %18 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !584
  store ptr %17, ptr %18, align 8, !dbg !584
  ret ptr %8, !dbg !585
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat align 2 !dbg !586 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !587, !DIExpression(), !588)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !589, !DIExpression(), !588)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !590, !DIExpression(), !592)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !588
  %9 = load ptr, ptr %8, align 8, !dbg !588
  %10 = load double, ptr %4, align 8, !dbg !588
  %11 = load double, ptr %5, align 8, !dbg !588
  %12 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !588
  %13 = load ptr, ptr %12, align 8, !dbg !588
  %14 = call noundef double %9(ptr noundef %13, double noundef %11, double noundef %10), !dbg !588
  ret double %14, !dbg !588
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !593 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !594, !DIExpression(), !595)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !596
  %5 = load ptr, ptr %4, align 8, !dbg !596
  %6 = icmp ne ptr %5, null, !dbg !596
  br i1 %6, label %7, label %13, !dbg !596

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !598
  %9 = load ptr, ptr %8, align 8, !dbg !598
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0, !dbg !598
  %11 = load ptr, ptr %10, align 8, !dbg !598
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !598

12:                                               ; preds = %7
  br label %13, !dbg !598

13:                                               ; preds = %12, %1
  ret void, !dbg !600

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !598
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !598
  unreachable, !dbg !598
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 !dbg !601 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !603, !DIExpression(), !604)
  %3 = load ptr, ptr %2, align 8
  call void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !605
  ret void, !dbg !607
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !608 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !609, !DIExpression(), !610)
  %3 = load ptr, ptr %2, align 8
  invoke void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !611

4:                                                ; preds = %1
  ret void, !dbg !613

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !611
  call void @__std_terminate() #11 [ "funclet"(token %6) ], !dbg !611
  unreachable, !dbg !611
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Counter@UDoubler@@@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !614 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !618, !DIExpression(), !619)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !620
  store i32 0, ptr %4, align 4, !dbg !620
  ret ptr %3, !dbg !620
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Animal@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 !dbg !621 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !623, !DIExpression(), !625)
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Animal@@6B@", ptr %3, align 8, !dbg !626
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !626
  store i32 4, ptr %4, align 8, !dbg !626
  ret ptr %3, !dbg !626
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GBird@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 !dbg !627 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !628, !DIExpression(), !629)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !630, !DIExpression(), !629)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9, !dbg !631
  %8 = icmp eq i32 %7, 0, !dbg !631
  br i1 %8, label %10, label %9, !dbg !631

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #12, !dbg !631
  br label %10, !dbg !631

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !631
  ret ptr %11, !dbg !631
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Bird@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 !dbg !632 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !633, !DIExpression(), !635)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05JMMLJPFM@tweet?$AA@", !dbg !636
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GAnimal@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 !dbg !637 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !638, !DIExpression(), !639)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !640, !DIExpression(), !639)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9, !dbg !641
  %8 = icmp eq i32 %7, 0, !dbg !641
  br i1 %8, label %10, label %9, !dbg !641

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #12, !dbg !641
  br label %10, !dbg !641

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !641
  ret ptr %11, !dbg !641
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Animal@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 !dbg !642 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !643, !DIExpression(), !644)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_03KHICJKCI@?4?4?4?$AA@", !dbg !645
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 !dbg !646 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !647, !DIExpression(), !648)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !649
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #1 comdat align 2 !dbg !650 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to ptr
  store ptr %8, ptr %7, align 8
    #dbg_declare(ptr %3, !656, !DIExpression(), !657)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !658, !DIExpression(), !659)
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !657
  store ptr null, ptr %10, align 8, !dbg !657
  %11 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !657
  store ptr null, ptr %11, align 8, !dbg !657
  %12 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !657
  store ptr null, ptr %12, align 8, !dbg !657
  %13 = call ptr @malloc(i64 noundef 8) #10, !dbg !660
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !660
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 8, i1 false), !dbg !660
  %15 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !660
  store ptr %13, ptr %15, align 8, !dbg !660
  %16 = call noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !662
  %17 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !662
  store ptr %16, ptr %17, align 8, !dbg !662
  %18 = call noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !663
  %19 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !663
  store ptr %18, ptr %19, align 8, !dbg !663
  ret ptr %9, !dbg !664
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !665 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !675, !DIExpression(), !676)
  %3 = load ptr, ptr %2, align 8, !dbg !676
  ret ptr %3, !dbg !676
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !677 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !688, !DIExpression(), !690)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z", !dbg !691
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !692 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !699, !DIExpression(), !701)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z", !dbg !702
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"(ptr noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !703 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !705, !DIExpression(), !706)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !707, !DIExpression(), !706)
  %6 = load ptr, ptr %4, align 8, !dbg !708
  %7 = load i32, ptr %3, align 4, !dbg !708
  %8 = call noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7), !dbg !708
  ret i32 %8, !dbg !708
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !709 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !710, !DIExpression(), !711)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !712, !DIExpression(), !711)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !713, !DIExpression(), !714)
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !711
  %9 = load i32, ptr %4, align 4, !dbg !711
  %10 = call noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %9), !dbg !711
  ret i32 %10, !dbg !711
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 !dbg !715 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !721, !DIExpression(), !722)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !723, !DIExpression(), !725)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %3, align 4, !dbg !722
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !722
  %10 = load i32, ptr %9, align 4, !dbg !722
  %11 = add nsw i32 %10, %8, !dbg !722
  store i32 %11, ptr %9, align 4, !dbg !722
  ret i32 %11, !dbg !722
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"(ptr noundef %0) #1 comdat align 2 !dbg !726 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !728, !DIExpression(), !729)
  %4 = load ptr, ptr %2, align 8, !dbg !730
  call void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !730
  ret void, !dbg !730
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 !dbg !731 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !735, !DIExpression(), !736)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !737, !DIExpression(), !738)
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !736
  %7 = load ptr, ptr %3, align 8, !dbg !736
  call void @free(ptr noundef %7), !dbg !736
  ret void, !dbg !736
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 !dbg !739 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !740, !DIExpression(), !741)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !742, !DIExpression(), !743)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !741
  %7 = load ptr, ptr %3, align 8, !dbg !741
  store ptr %7, ptr %6, align 8, !dbg !741
  ret ptr %5, !dbg !741
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 !dbg !744 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !745, !DIExpression(), !746)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !747
  %5 = load ptr, ptr %4, align 8, !dbg !747
  %6 = icmp ne ptr %5, null, !dbg !747
  br i1 %6, label %7, label %17, !dbg !747

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !748
  %9 = load ptr, ptr %8, align 8, !dbg !748
  %10 = load ptr, ptr %9, align 8, !dbg !748
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !748
  %12 = load ptr, ptr %11, align 8, !dbg !748
  %13 = call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 0) #9, !dbg !748
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !748
  %15 = load ptr, ptr %14, align 8, !dbg !748
  call void @free(ptr noundef %15), !dbg !748
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !748
  store ptr null, ptr %16, align 8, !dbg !748
  br label %17, !dbg !748

17:                                               ; preds = %7, %1
  ret void, !dbg !747
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?step@Doubler@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !751 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !752, !DIExpression(), !753)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !754, !DIExpression(), !755)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !753
  %7 = mul nsw i32 2, %6, !dbg !753
  ret i32 %7, !dbg !753
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !756 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !766, !DIExpression(), !767)
  %3 = load ptr, ptr %2, align 8, !dbg !767
  ret ptr %3, !dbg !767
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !768 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !779, !DIExpression(), !781)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z", !dbg !782
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !783 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !790, !DIExpression(), !792)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z", !dbg !793
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 !dbg !794 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %class.anon.8, align 1
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !796, !DIExpression(), !797)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !798, !DIExpression(), !797)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !799, !DIExpression(), !797)
  %8 = load ptr, ptr %6, align 8, !dbg !800
  %9 = load double, ptr %5, align 8, !dbg !800
  %10 = load double, ptr %4, align 8, !dbg !800
  %11 = call noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !800
  ret double %11, !dbg !800
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 !dbg !801 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store double %3, ptr %5, align 8
    #dbg_declare(ptr %5, !802, !DIExpression(), !803)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !804, !DIExpression(), !803)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !805, !DIExpression(), !803)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !806, !DIExpression(), !807)
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %7, align 8, !dbg !803
  %11 = load double, ptr %5, align 8, !dbg !803
  %12 = load double, ptr %6, align 8, !dbg !803
  %13 = call noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %12, double noundef %11), !dbg !803
  ret double %13, !dbg !803
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 !dbg !808 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !814, !DIExpression(), !815)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !816, !DIExpression(), !815)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !817, !DIExpression(), !819)
  %7 = load ptr, ptr %6, align 8
  %8 = load double, ptr %5, align 8, !dbg !815
  %9 = load double, ptr %5, align 8, !dbg !815
  %10 = load double, ptr %4, align 8, !dbg !815
  %11 = load double, ptr %4, align 8, !dbg !815
  %12 = fmul double %10, %11, !dbg !815
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !815
  ret double %13, !dbg !815
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"(ptr noundef %0) #1 align 2 !dbg !820 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !822, !DIExpression(), !823)
  %4 = load ptr, ptr %2, align 8, !dbg !824
  call void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !824
  ret void, !dbg !824
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 !dbg !825 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !829, !DIExpression(), !830)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !831, !DIExpression(), !832)
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !830
  %7 = load ptr, ptr %3, align 8, !dbg !830
  call void @free(ptr noundef %7), !dbg !830
  ret void, !dbg !830
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "thunk" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!269, !270, !271, !272, !273, !274}
!llvm.ident = !{!275}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 16)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 15)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 14)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 28)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !15, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 18)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 10)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !37, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !10, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !37, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 4)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 6)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 5)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !30, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !25, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 7)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !58, isLocal: true, isDefinition: true)
!82 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !83, retainedTypes: !90, globals: !264, splitDebugInlining: false, nameTableKind: None)
!83 = !{!84}
!84 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !2, line: 65, baseType: !85, size: 8, flags: DIFlagEnumClass, elements: !86, identifier: ".?AW4Color@@")
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !{!87, !88, !89}
!87 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!88 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!89 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!90 = !{!91, !92, !114, !115, !116, !84, !85, !117, !156, !113, !221, !238, !222, !225, !120, !126, !243}
!91 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !2, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !93, identifier: ".?AUVec2@@")
!93 = !{!94, !96, !97, !102, !105, !108}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !92, file: !2, line: 40, baseType: !95, size: 32)
!95 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !92, file: !2, line: 40, baseType: !95, size: 32, offset: 32)
!97 = !DISubprogram(name: "operator+", linkageName: "??HVec2@@QEBA?AU0@U0@@Z", scope: !92, file: !2, line: 41, type: !98, scopeLine: 41, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!92, !100, !92}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!102 = !DISubprogram(name: "operator*", linkageName: "??DVec2@@QEBA?AU0@M@Z", scope: !92, file: !2, line: 42, type: !103, scopeLine: 42, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!92, !100, !95}
!105 = !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{!91, !100, !92}
!108 = !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !112, !113}
!111 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !95, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!116 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !119, file: !2, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !153, identifier: ".?AV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@")
!119 = distinct !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !120, file: !2, line: 94, type: !124, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !123, retainedNodes: !152)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !2, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !121, identifier: ".?AUAccum@@")
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !120, file: !2, line: 93, baseType: !113, size: 32)
!123 = !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !120, file: !2, line: 94, type: !124, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !151}
!126 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !127, templateParams: !147, identifier: ".?AV?$Function@$$A6AHH@Z@@")
!127 = !{!128, !130, !134, !138, !142}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !126, file: !2, line: 79, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !126, file: !2, line: 80, baseType: !131, size: 64, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DISubroutineType(types: !133)
!133 = !{!113, !129, !113}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !126, file: !2, line: 81, baseType: !135, size: 64, offset: 128)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !129}
!138 = !DISubprogram(name: "~Function", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!143 = !DISubroutineType(types: !144)
!144 = !{!113, !145, !113}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!147 = !{!148}
!148 = !DITemplateTypeParameter(name: "Sig", type: !149)
!149 = !DISubroutineType(types: !150)
!150 = !{!113, !113}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !{}
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "__this", scope: !118, file: !2, line: 94, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!156 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !2, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !157, templateParams: !219, identifier: ".?AV?$Owner@UBird@@@@")
!157 = !{!158, !191, !195, !199, !203, !208, !211, !212, !216}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !156, file: !2, line: 22, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !2, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !161, vtableHolder: !163, identifier: ".?AUBird@@")
!161 = !{!162, !165, !182, !186}
!162 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !160, baseType: !163, extraData: i32 0)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !2, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !164, vtableHolder: !163, identifier: ".?AUAnimal@@")
!164 = !{!165, !166, !168, !169, !173, !179}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !2, file: !2, baseType: !167, size: 64, flags: DIFlagArtificial)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !163, file: !2, line: 69, baseType: !113, size: 32, offset: 64)
!169 = !DISubprogram(name: "~Animal", scope: !163, file: !2, line: 70, type: !170, scopeLine: 70, containingType: !163, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !163, file: !2, line: 71, type: !174, scopeLine: 71, containingType: !163, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!174 = !DISubroutineType(types: !175)
!175 = !{!176, !177}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!179 = !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !163, file: !2, line: 72, type: !180, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DISubroutineType(types: !181)
!181 = !{!113, !177}
!182 = !DISubprogram(name: "Bird", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !185}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!186 = !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !160, file: !2, line: 74, type: !187, scopeLine: 74, containingType: !160, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!187 = !DISubroutineType(types: !188)
!188 = !{!176, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!191 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 24, type: !192, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !194, !159}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!195 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 25, type: !196, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !194, !198}
!198 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !156, size: 64)
!199 = !DISubprogram(name: "operator=", linkageName: "??4?$Owner@UBird@@@@QEAAAEAV0@$$QEAV0@@Z", scope: !156, file: !2, line: 26, type: !200, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{!202, !194, !198}
!202 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !156, size: 64)
!203 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 27, type: !204, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !194, !206}
!206 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!208 = !DISubprogram(name: "~Owner", scope: !156, file: !2, line: 28, type: !209, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !194}
!211 = !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !156, file: !2, line: 29, type: !209, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!212 = !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !156, file: !2, line: 30, type: !213, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{!159, !215}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!216 = !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !156, file: !2, line: 31, type: !217, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!217 = !DISubroutineType(types: !218)
!218 = !{!91, !215}
!219 = !{!220}
!220 = !DITemplateTypeParameter(name: "T", type: !160)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !2, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !223, identifier: ".?AUDoubler@@")
!223 = !{!224, !234}
!224 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !222, baseType: !225, extraData: i32 0)
!225 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !2, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !226, templateParams: !232, identifier: ".?AU?$Counter@UDoubler@@@@")
!226 = !{!227, !228}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !225, file: !2, line: 60, baseType: !113, size: 32)
!228 = !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !225, file: !2, line: 61, type: !229, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!229 = !DISubroutineType(types: !230)
!230 = !{!113, !231, !113}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = !{!233}
!233 = !DITemplateTypeParameter(name: "Derived", type: !222)
!234 = !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !222, file: !2, line: 63, type: !235, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!235 = !DISubroutineType(types: !236)
!236 = !{!113, !237, !113}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !240, file: !2, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: ".?AV<lambda_2>@?0??main@@9@")
!240 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 100, type: !241, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!241 = !DISubroutineType(types: !242)
!242 = !{!113}
!243 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !244, templateParams: !260, identifier: ".?AV?$Function@$$A6ANNN@Z@@")
!244 = !{!245, !246, !250, !251, !255}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !243, file: !2, line: 79, baseType: !129, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !243, file: !2, line: 80, baseType: !247, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DISubroutineType(types: !249)
!249 = !{!114, !129, !114, !114}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !243, file: !2, line: 81, baseType: !135, size: 64, offset: 128)
!251 = !DISubprogram(name: "~Function", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!255 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!256 = !DISubroutineType(types: !257)
!257 = !{!114, !258, !114, !114}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!260 = !{!261}
!261 = !DITemplateTypeParameter(name: "Sig", type: !262)
!262 = !DISubroutineType(types: !263)
!263 = !{!114, !114, !114}
!264 = !{!0, !8, !13, !18, !23, !28, !33, !35, !265, !267, !40, !45, !47, !49, !51, !56, !61, !66, !68, !70, !75, !80}
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!266 = distinct !DIGlobalVariable(name: "Blue", scope: !82, file: !2, line: 65, type: !84, isLocal: true, isDefinition: true)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!268 = distinct !DIGlobalVariable(name: "Red", scope: !82, file: !2, line: 65, type: !84, isLocal: true, isDefinition: true)
!269 = !{i32 2, !"CodeView", i32 1}
!270 = !{i32 2, !"Debug Info Version", i32 3}
!271 = !{i32 1, !"wchar_size", i32 2}
!272 = !{i32 8, !"PIC Level", i32 2}
!273 = !{i32 7, !"uwtable", i32 2}
!274 = !{i32 1, !"MaxTLSAlign", i32 65536}
!275 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!276 = !DILocalVariable(name: "o", scope: !240, file: !2, line: 101, type: !156)
!277 = !DILocation(line: 101, scope: !240)
!278 = !DILocalVariable(name: "o2", scope: !240, file: !2, line: 102, type: !156)
!279 = !DILocation(line: 102, scope: !240)
!280 = !DILocation(line: 103, scope: !240)
!281 = !DILocalVariable(name: "px", scope: !240, file: !2, line: 105, type: !113)
!282 = !DILocation(line: 105, scope: !240)
!283 = !DILocalVariable(name: "py", scope: !240, file: !2, line: 105, type: !113)
!284 = !DILocalVariable(name: "pz", scope: !240, file: !2, line: 105, type: !113)
!285 = !DILocation(line: 106, scope: !240)
!286 = !DILocalVariable(name: "arr", scope: !240, file: !2, line: 107, type: !287)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 3)
!290 = !DILocation(line: 107, scope: !240)
!291 = !DILocalVariable(name: "a0", scope: !240, file: !2, line: 108, type: !113)
!292 = !DILocation(line: 108, scope: !240)
!293 = !DILocalVariable(name: "a1", scope: !240, file: !2, line: 108, type: !113)
!294 = !DILocalVariable(name: "a2", scope: !240, file: !2, line: 108, type: !113)
!295 = !DILocation(line: 109, scope: !240)
!296 = !DILocation(line: 110, scope: !240)
!297 = !DILocalVariable(name: "v", scope: !240, file: !2, line: 112, type: !101)
!298 = !DILocation(line: 112, scope: !240)
!299 = !DILocalVariable(name: "w", scope: !240, file: !2, line: 113, type: !92)
!300 = !DILocation(line: 113, scope: !240)
!301 = !DILocation(line: 114, scope: !240)
!302 = !DILocation(line: 115, scope: !240)
!303 = !DILocation(line: 116, scope: !240)
!304 = !DILocation(line: 117, scope: !240)
!305 = !DILocation(line: 118, scope: !240)
!306 = !DILocalVariable(name: "d", scope: !240, file: !2, line: 120, type: !222)
!307 = !DILocation(line: 120, scope: !240)
!308 = !DILocalVariable(name: "acc", scope: !240, file: !2, line: 121, type: !113)
!309 = !DILocation(line: 121, scope: !240)
!310 = !DILocalVariable(name: "i", scope: !311, file: !2, line: 122, type: !113)
!311 = distinct !DILexicalBlock(scope: !240, file: !2, line: 122)
!312 = !DILocation(line: 122, scope: !311)
!313 = !DILocation(line: 122, scope: !314)
!314 = distinct !DILexicalBlock(scope: !311, file: !2, line: 122)
!315 = distinct !{!315, !312, !312, !316}
!316 = !{!"llvm.loop.mustprogress"}
!317 = !DILocation(line: 123, scope: !240)
!318 = !DILocalVariable(name: "c", scope: !240, file: !2, line: 125, type: !84)
!319 = !DILocation(line: 125, scope: !240)
!320 = !DILocation(line: 126, scope: !240)
!321 = !DILocalVariable(name: "legs_ptr", scope: !240, file: !2, line: 128, type: !322)
!322 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 32, flags: DIFlagSingleInheritance, extraData: !163)
!323 = !DILocation(line: 128, scope: !240)
!324 = !DILocalVariable(name: "snd", scope: !240, file: !2, line: 129, type: !325)
!325 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !174, size: 64, flags: DIFlagSingleInheritance, extraData: !163)
!326 = !DILocation(line: 129, scope: !240)
!327 = !DILocalVariable(name: "tw", scope: !240, file: !2, line: 130, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !180, size: 64, flags: DIFlagSingleInheritance, extraData: !163)
!329 = !DILocation(line: 130, scope: !240)
!330 = !DILocalVariable(name: "b", scope: !240, file: !2, line: 131, type: !160)
!331 = !DILocation(line: 131, scope: !240)
!332 = !DILocalVariable(name: "ar", scope: !240, file: !2, line: 132, type: !333)
!333 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!334 = !DILocation(line: 132, scope: !240)
!335 = !DILocation(line: 133, scope: !240)
!336 = !DILocalVariable(name: "base", scope: !240, file: !2, line: 135, type: !113)
!337 = !DILocation(line: 135, scope: !240)
!338 = !DILocalVariable(name: "counter", scope: !240, file: !2, line: 136, type: !339)
!339 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !240, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !340, identifier: ".?AV<lambda_0>@?0??main@@9@")
!340 = !{!341, !342}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !339, file: !2, line: 136, baseType: !113, size: 32)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !339, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!343 = !DILocation(line: 136, scope: !240)
!344 = !DILocation(line: 137, scope: !240)
!345 = !DILocalVariable(name: "byval", scope: !240, file: !2, line: 138, type: !346)
!346 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !240, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !347, identifier: ".?AV<lambda_1>@?0??main@@9@")
!347 = !{!348, !349}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !346, file: !2, line: 138, baseType: !113, size: 32)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !346, file: !2, line: 138, baseType: !287, size: 96, offset: 32)
!350 = !DILocation(line: 138, scope: !240)
!351 = !DILocation(line: 139, scope: !240)
!352 = !DILocalVariable(name: "accum", scope: !240, file: !2, line: 141, type: !120)
!353 = !DILocation(line: 141, scope: !240)
!354 = !DILocalVariable(name: "f", scope: !355, file: !2, line: 143, type: !126)
!355 = distinct !DILexicalBlock(scope: !240, file: !2, line: 142)
!356 = !DILocation(line: 143, scope: !355)
!357 = !DILocation(line: 144, scope: !355)
!358 = !DILocation(line: 145, scope: !355)
!359 = !DILocation(line: 146, scope: !355)
!360 = !DILocalVariable(name: "hyp", scope: !240, file: !2, line: 147, type: !243)
!361 = !DILocation(line: 147, scope: !240)
!362 = !DILocation(line: 148, scope: !240)
!363 = !DILocation(line: 149, scope: !240)
!364 = !DILocation(line: 150, scope: !240)
!365 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ", scope: !2, file: !2, line: 34, type: !366, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !368, retainedNodes: !152)
!366 = !DISubroutineType(types: !367)
!367 = !{!156}
!368 = !{!220, !369}
!369 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !152)
!370 = !DILocalVariable(name: "mem", scope: !365, file: !2, line: 35, type: !129)
!371 = !DILocation(line: 35, scope: !365)
!372 = !DILocation(line: 36, scope: !365)
!373 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z", scope: !2, file: !2, line: 17, type: !374, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !380, retainedNodes: !152)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !202}
!376 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !378, file: !2, line: 16, baseType: !156)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !379, templateParams: !380, identifier: ".?AU?$remove_ref@AEAV?$Owner@UBird@@@@@@")
!379 = !{!377}
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "T", type: !202)
!382 = !DILocalVariable(name: "t", arg: 1, scope: !373, file: !2, line: 17, type: !202)
!383 = !DILocation(line: 17, scope: !373)
!384 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z", scope: !156, file: !2, line: 25, type: !196, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !195, retainedNodes: !152)
!385 = !DILocalVariable(name: "o", arg: 2, scope: !384, file: !2, line: 25, type: !198)
!386 = !DILocation(line: 25, scope: !384)
!387 = !DILocalVariable(name: "this", arg: 1, scope: !384, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!389 = !DILocation(line: 0, scope: !384)
!390 = !DILocation(line: 25, scope: !391)
!391 = distinct !DILexicalBlock(scope: !384, file: !2, line: 25)
!392 = distinct !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !156, file: !2, line: 30, type: !213, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !212, retainedNodes: !152)
!393 = !DILocalVariable(name: "this", arg: 1, scope: !392, type: !394, flags: DIFlagArtificial | DIFlagObjectPointer)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!395 = !DILocation(line: 0, scope: !392)
!396 = !DILocation(line: 30, scope: !392)
!397 = distinct !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !156, file: !2, line: 31, type: !217, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !216, retainedNodes: !152)
!398 = !DILocalVariable(name: "this", arg: 1, scope: !397, type: !394, flags: DIFlagArtificial | DIFlagObjectPointer)
!399 = !DILocation(line: 0, scope: !397)
!400 = !DILocation(line: 31, scope: !397)
!401 = distinct !DISubprogram(name: "make_point", linkageName: "?make_point@@YA?AUPoint3@@H@Z", scope: !2, file: !2, line: 98, type: !402, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!402 = !DISubroutineType(types: !403)
!403 = !{!404, !113}
!404 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !405, identifier: ".?AUPoint3@@")
!405 = !{!406, !407, !408}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !404, file: !2, line: 97, baseType: !113, size: 32)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !404, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !404, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!409 = !DILocalVariable(name: "s", arg: 1, scope: !401, file: !2, line: 98, type: !113)
!410 = !DILocation(line: 98, scope: !401)
!411 = distinct !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!412 = !DILocalVariable(name: "i", arg: 2, scope: !411, file: !2, line: 44, type: !113)
!413 = !DILocation(line: 44, scope: !411)
!414 = !DILocalVariable(name: "this", arg: 1, scope: !411, type: !415, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!416 = !DILocation(line: 0, scope: !411)
!417 = distinct !DISubprogram(name: "fib", linkageName: "?fib@@YAHH@Z", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!418 = !DILocalVariable(name: "n", arg: 1, scope: !417, file: !2, line: 47, type: !113)
!419 = !DILocation(line: 47, scope: !417)
!420 = distinct !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!421 = !DILocalVariable(name: "o", arg: 2, scope: !420, file: !2, line: 43, type: !92)
!422 = !DILocation(line: 43, scope: !420)
!423 = !DILocalVariable(name: "this", arg: 1, scope: !420, type: !424, flags: DIFlagArtificial | DIFlagObjectPointer)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!425 = !DILocation(line: 0, scope: !420)
!426 = distinct !DISubprogram(name: "sum_all<double,float>", linkageName: "??$sum_all@NM@@YA?A?<auto>@@NM@Z", scope: !2, file: !2, line: 50, type: !427, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !429, retainedNodes: !152)
!427 = !DISubroutineType(types: !428)
!428 = !{!114, !114, !95}
!429 = !{!430}
!430 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !431)
!431 = !{!432, !433}
!432 = !DITemplateTypeParameter(type: !114)
!433 = !DITemplateTypeParameter(type: !95)
!434 = !DILocalVariable(name: "ts", arg: 2, scope: !426, file: !2, line: 50, type: !95)
!435 = !DILocation(line: 50, scope: !426)
!436 = !DILocalVariable(name: "ts", arg: 1, scope: !426, file: !2, line: 50, type: !114)
!437 = distinct !DISubprogram(name: "sum_all<int,int,int,int>", linkageName: "??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z", scope: !2, file: !2, line: 50, type: !438, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !440, retainedNodes: !152)
!438 = !DISubroutineType(types: !439)
!439 = !{!113, !113, !113, !113, !113}
!440 = !{!441}
!441 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !442)
!442 = !{!443, !443, !443, !443}
!443 = !DITemplateTypeParameter(type: !113)
!444 = !DILocalVariable(name: "ts", arg: 4, scope: !437, file: !2, line: 50, type: !113)
!445 = !DILocation(line: 50, scope: !437)
!446 = !DILocalVariable(name: "ts", arg: 3, scope: !437, file: !2, line: 50, type: !113)
!447 = !DILocalVariable(name: "ts", arg: 2, scope: !437, file: !2, line: 50, type: !113)
!448 = !DILocalVariable(name: "ts", arg: 1, scope: !437, file: !2, line: 50, type: !113)
!449 = distinct !DISubprogram(name: "print_all<int,char,long,short>", linkageName: "??$print_all@HDJF@@YAXHDJF@Z", scope: !2, file: !2, line: 51, type: !450, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !453, retainedNodes: !152)
!450 = !DISubroutineType(types: !451)
!451 = !{null, !113, !5, !452, !115}
!452 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!453 = !{!454}
!454 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !455)
!455 = !{!443, !456, !457, !458}
!456 = !DITemplateTypeParameter(type: !5)
!457 = !DITemplateTypeParameter(type: !452)
!458 = !DITemplateTypeParameter(type: !115)
!459 = !DILocalVariable(name: "ts", arg: 4, scope: !449, file: !2, line: 51, type: !115)
!460 = !DILocation(line: 51, scope: !449)
!461 = !DILocalVariable(name: "ts", arg: 3, scope: !449, file: !2, line: 51, type: !452)
!462 = !DILocalVariable(name: "ts", arg: 2, scope: !449, file: !2, line: 51, type: !5)
!463 = !DILocalVariable(name: "ts", arg: 1, scope: !449, file: !2, line: 51, type: !113)
!464 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "??$describe@PEBD@@YAPEBDPEBD@Z", scope: !2, file: !2, line: 53, type: !465, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !467, retainedNodes: !152)
!465 = !DISubroutineType(types: !466)
!466 = !{!176, !176}
!467 = !{!468}
!468 = !DITemplateTypeParameter(name: "T", type: !176)
!469 = !DILocalVariable(name: "v", arg: 1, scope: !464, file: !2, line: 53, type: !176)
!470 = !DILocation(line: 53, scope: !464)
!471 = !DILocation(line: 56, scope: !472)
!472 = distinct !DILexicalBlock(scope: !473, file: !2, line: 55)
!473 = distinct !DILexicalBlock(scope: !464, file: !2, line: 54)
!474 = distinct !DISubprogram(name: "describe<double>", linkageName: "??$describe@N@@YAPEBDN@Z", scope: !2, file: !2, line: 53, type: !475, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !477, retainedNodes: !152)
!475 = !DISubroutineType(types: !476)
!476 = !{!176, !114}
!477 = !{!478}
!478 = !DITemplateTypeParameter(name: "T", type: !114)
!479 = !DILocalVariable(name: "v", arg: 1, scope: !474, file: !2, line: 53, type: !114)
!480 = !DILocation(line: 53, scope: !474)
!481 = !DILocation(line: 55, scope: !482)
!482 = distinct !DILexicalBlock(scope: !483, file: !2, line: 55)
!483 = distinct !DILexicalBlock(scope: !474, file: !2, line: 54)
!484 = distinct !DISubprogram(name: "describe<int>", linkageName: "??$describe@H@@YAPEBDH@Z", scope: !2, file: !2, line: 53, type: !485, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !487, retainedNodes: !152)
!485 = !DISubroutineType(types: !486)
!486 = !{!176, !113}
!487 = !{!488}
!488 = !DITemplateTypeParameter(name: "T", type: !113)
!489 = !DILocalVariable(name: "v", arg: 1, scope: !484, file: !2, line: 53, type: !113)
!490 = !DILocation(line: 53, scope: !484)
!491 = !DILocation(line: 54, scope: !492)
!492 = distinct !DILexicalBlock(scope: !484, file: !2, line: 54)
!493 = distinct !DISubprogram(name: "Doubler", linkageName: "??0Doubler@@QEAA@XZ", scope: !222, file: !2, line: 63, type: !494, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !496, retainedNodes: !152)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !237}
!496 = !DISubprogram(name: "Doubler", scope: !222, type: !494, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!497 = !DILocalVariable(name: "this", arg: 1, scope: !493, type: !221, flags: DIFlagArtificial | DIFlagObjectPointer)
!498 = !DILocation(line: 0, scope: !493)
!499 = !DILocation(line: 63, scope: !493)
!500 = distinct !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !225, file: !2, line: 61, type: !229, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !228, retainedNodes: !152)
!501 = !DILocalVariable(name: "x", arg: 2, scope: !500, file: !2, line: 61, type: !113)
!502 = !DILocation(line: 61, scope: !500)
!503 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!505 = !DILocation(line: 0, scope: !500)
!506 = distinct !DISubprogram(name: "operator|", linkageName: "??U@YA?AW4Color@@W40@0@Z", scope: !2, file: !2, line: 66, type: !507, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!507 = !DISubroutineType(types: !508)
!508 = !{!84, !84, !84}
!509 = !DILocalVariable(name: "b", arg: 2, scope: !506, file: !2, line: 66, type: !84)
!510 = !DILocation(line: 66, scope: !506)
!511 = !DILocalVariable(name: "a", arg: 1, scope: !506, file: !2, line: 66, type: !84)
!512 = distinct !DISubprogram(linkageName: "??_9Animal@@$B7AA", scope: !2, file: !2, line: 71, type: !513, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !82)
!513 = !DISubroutineType(types: !152)
!514 = !DILocation(line: 71, scope: !512)
!515 = distinct !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !163, file: !2, line: 72, type: !180, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !179, retainedNodes: !152)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !515, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!518 = !DILocation(line: 0, scope: !515)
!519 = !DILocation(line: 72, scope: !515)
!520 = distinct !DISubprogram(name: "Bird", linkageName: "??0Bird@@QEAA@XZ", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !182, retainedNodes: !152)
!521 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!522 = !DILocation(line: 0, scope: !520)
!523 = !DILocation(line: 74, scope: !520)
!524 = !DILocation(line: 74, scope: !525)
!525 = distinct !DILexicalBlock(scope: !520, file: !2, line: 74)
!526 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ", scope: !339, file: !2, line: 136, type: !527, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !530, retainedNodes: !152)
!527 = !DISubroutineType(types: !528)
!528 = !{!113, !529}
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!530 = !DISubprogram(name: "operator()", scope: !339, file: !2, line: 136, type: !527, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!531 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !532, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!533 = !DILocation(line: 0, scope: !526)
!534 = !DILocation(line: 136, scope: !526)
!535 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ", scope: !346, file: !2, line: 138, type: !536, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !540, retainedNodes: !152)
!536 = !DISubroutineType(types: !537)
!537 = !{!113, !538}
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!539 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !346)
!540 = !DISubprogram(name: "operator()", scope: !346, file: !2, line: 138, type: !536, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!541 = !DILocalVariable(name: "this", arg: 1, scope: !535, type: !542, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!543 = !DILocation(line: 0, scope: !535)
!544 = !DILocation(line: 138, scope: !535)
!545 = distinct !DISubprogram(name: "Accum", linkageName: "??0Accum@@QEAA@XZ", scope: !120, file: !2, line: 92, type: !546, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !548, retainedNodes: !152)
!546 = !DISubroutineType(types: !547)
!547 = !{null, !151}
!548 = !DISubprogram(name: "Accum", scope: !120, type: !546, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!549 = !DILocalVariable(name: "this", arg: 1, scope: !545, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!550 = !DILocation(line: 0, scope: !545)
!551 = !DILocation(line: 92, scope: !545)
!552 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!553 = !DILocation(line: 0, scope: !119)
!554 = !DILocation(line: 94, scope: !119)
!555 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!556 = !DILocalVariable(name: "a", arg: 2, scope: !555, file: !2, line: 89, type: !113)
!557 = !DILocation(line: 89, scope: !555)
!558 = !DILocalVariable(name: "this", arg: 1, scope: !555, type: !559, flags: DIFlagArtificial | DIFlagObjectPointer)
!559 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!560 = !DILocation(line: 0, scope: !555)
!561 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6AHH@Z@@QEAA@XZ", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!562 = !DILocalVariable(name: "this", arg: 1, scope: !561, type: !563, flags: DIFlagArtificial | DIFlagObjectPointer)
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!564 = !DILocation(line: 0, scope: !561)
!565 = !DILocation(line: 88, scope: !566)
!566 = distinct !DILexicalBlock(scope: !561, file: !2, line: 88)
!567 = !DILocation(line: 88, scope: !568)
!568 = distinct !DILexicalBlock(scope: !566, file: !2, line: 88)
!569 = !DILocation(line: 88, scope: !561)
!570 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", linkageName: "??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z", scope: !243, file: !2, line: 83, type: !571, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !574, declaration: !573, retainedNodes: !152)
!571 = !DISubroutineType(types: !572)
!572 = !{null, !254, !239}
!573 = !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", scope: !243, file: !2, line: 83, type: !571, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !574)
!574 = !{!575}
!575 = !DITemplateTypeParameter(name: "F", type: !239)
!576 = !DILocalVariable(name: "f", arg: 2, scope: !570, file: !2, line: 83, type: !239)
!577 = !DILocation(line: 83, scope: !570)
!578 = !DILocalVariable(name: "this", arg: 1, scope: !570, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!579 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!580 = !DILocation(line: 0, scope: !570)
!581 = !DILocation(line: 84, scope: !582)
!582 = distinct !DILexicalBlock(scope: !570, file: !2, line: 83)
!583 = !DILocation(line: 85, scope: !582)
!584 = !DILocation(line: 86, scope: !582)
!585 = !DILocation(line: 87, scope: !570)
!586 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !255, retainedNodes: !152)
!587 = !DILocalVariable(name: "a", arg: 3, scope: !586, file: !2, line: 89, type: !114)
!588 = !DILocation(line: 89, scope: !586)
!589 = !DILocalVariable(name: "a", arg: 2, scope: !586, file: !2, line: 89, type: !114)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !586, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!592 = !DILocation(line: 0, scope: !586)
!593 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6ANNN@Z@@QEAA@XZ", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !251, retainedNodes: !152)
!594 = !DILocalVariable(name: "this", arg: 1, scope: !593, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DILocation(line: 0, scope: !593)
!596 = !DILocation(line: 88, scope: !597)
!597 = distinct !DILexicalBlock(scope: !593, file: !2, line: 88)
!598 = !DILocation(line: 88, scope: !599)
!599 = distinct !DILexicalBlock(scope: !597, file: !2, line: 88)
!600 = !DILocation(line: 88, scope: !593)
!601 = distinct !DISubprogram(name: "~Bird", linkageName: "??1Bird@@UEAA@XZ", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !602, retainedNodes: !152)
!602 = !DISubprogram(name: "~Bird", scope: !160, type: !183, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!603 = !DILocalVariable(name: "this", arg: 1, scope: !601, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = !DILocation(line: 0, scope: !601)
!605 = !DILocation(line: 74, scope: !606)
!606 = distinct !DILexicalBlock(scope: !601, file: !2, line: 74)
!607 = !DILocation(line: 74, scope: !601)
!608 = distinct !DISubprogram(name: "~Owner", linkageName: "??1?$Owner@UBird@@@@QEAA@XZ", scope: !156, file: !2, line: 28, type: !209, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !208, retainedNodes: !152)
!609 = !DILocalVariable(name: "this", arg: 1, scope: !608, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!610 = !DILocation(line: 0, scope: !608)
!611 = !DILocation(line: 28, scope: !612)
!612 = distinct !DILexicalBlock(scope: !608, file: !2, line: 28)
!613 = !DILocation(line: 28, scope: !608)
!614 = distinct !DISubprogram(name: "Counter", linkageName: "??0?$Counter@UDoubler@@@@QEAA@XZ", scope: !225, file: !2, line: 59, type: !615, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !617, retainedNodes: !152)
!615 = !DISubroutineType(types: !616)
!616 = !{null, !231}
!617 = !DISubprogram(name: "Counter", scope: !225, type: !615, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DILocation(line: 0, scope: !614)
!620 = !DILocation(line: 59, scope: !614)
!621 = distinct !DISubprogram(name: "Animal", linkageName: "??0Animal@@QEAA@XZ", scope: !163, file: !2, line: 68, type: !170, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !622, retainedNodes: !152)
!622 = !DISubprogram(name: "Animal", scope: !163, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!623 = !DILocalVariable(name: "this", arg: 1, scope: !621, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!625 = !DILocation(line: 0, scope: !621)
!626 = !DILocation(line: 68, scope: !621)
!627 = distinct !DISubprogram(name: "~Bird", linkageName: "??_GBird@@UEAAPEAXI@Z", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !602, retainedNodes: !152)
!628 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !627, type: !113, flags: DIFlagArtificial)
!629 = !DILocation(line: 0, scope: !627)
!630 = !DILocalVariable(name: "this", arg: 1, scope: !627, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DILocation(line: 74, scope: !627)
!632 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !160, file: !2, line: 74, type: !187, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !186, retainedNodes: !152)
!633 = !DILocalVariable(name: "this", arg: 1, scope: !632, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!634 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!635 = !DILocation(line: 0, scope: !632)
!636 = !DILocation(line: 74, scope: !632)
!637 = distinct !DISubprogram(name: "~Animal", linkageName: "??_GAnimal@@UEAAPEAXI@Z", scope: !163, file: !2, line: 70, type: !170, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !169, retainedNodes: !152)
!638 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !637, type: !113, flags: DIFlagArtificial)
!639 = !DILocation(line: 0, scope: !637)
!640 = !DILocalVariable(name: "this", arg: 1, scope: !637, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!641 = !DILocation(line: 70, scope: !637)
!642 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !163, file: !2, line: 71, type: !174, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !173, retainedNodes: !152)
!643 = !DILocalVariable(name: "this", arg: 1, scope: !642, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!644 = !DILocation(line: 0, scope: !642)
!645 = !DILocation(line: 71, scope: !642)
!646 = distinct !DISubprogram(name: "~Animal", linkageName: "??1Animal@@UEAA@XZ", scope: !163, file: !2, line: 70, type: !170, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !169, retainedNodes: !152)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !646, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DILocation(line: 0, scope: !646)
!649 = !DILocation(line: 70, scope: !646)
!650 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", linkageName: "??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z", scope: !126, file: !2, line: 83, type: !651, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !654, declaration: !653, retainedNodes: !152)
!651 = !DISubroutineType(types: !652)
!652 = !{null, !141, !118}
!653 = !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", scope: !126, file: !2, line: 83, type: !651, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !654)
!654 = !{!655}
!655 = !DITemplateTypeParameter(name: "F", type: !118)
!656 = !DILocalVariable(name: "f", arg: 2, scope: !650, file: !2, line: 83, type: !118)
!657 = !DILocation(line: 83, scope: !650)
!658 = !DILocalVariable(name: "this", arg: 1, scope: !650, type: !563, flags: DIFlagArtificial | DIFlagObjectPointer)
!659 = !DILocation(line: 0, scope: !650)
!660 = !DILocation(line: 84, scope: !661)
!661 = distinct !DILexicalBlock(scope: !650, file: !2, line: 83)
!662 = !DILocation(line: 85, scope: !661)
!663 = !DILocation(line: 86, scope: !661)
!664 = !DILocation(line: 87, scope: !650)
!665 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:94:39' &>", linkageName: "??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z", scope: !2, file: !2, line: 17, type: !666, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !672, retainedNodes: !152)
!666 = !DISubroutineType(types: !667)
!667 = !{!668, !674}
!668 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !669, size: 64)
!669 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !670, file: !2, line: 16, baseType: !118)
!670 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:94:39' &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !671, templateParams: !672, identifier: ".?AU?$remove_ref@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@")
!671 = !{!669}
!672 = !{!673}
!673 = !DITemplateTypeParameter(name: "T", type: !674)
!674 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 64)
!675 = !DILocalVariable(name: "t", arg: 1, scope: !665, file: !2, line: 17, type: !674)
!676 = !DILocation(line: 17, scope: !665)
!677 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ", scope: !678, file: !2, line: 85, type: !685, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !687, retainedNodes: !152)
!678 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !650, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !679, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@")
!679 = !{!680}
!680 = !DISubprogram(name: "operator()", scope: !678, file: !2, line: 85, type: !681, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!681 = !DISubroutineType(types: !682)
!682 = !{!113, !683, !129, !113}
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !684, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!684 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !678)
!685 = !DISubroutineType(types: !686)
!686 = !{!131, !683}
!687 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !678, type: !685, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!688 = !DILocalVariable(name: "this", arg: 1, scope: !677, type: !689, flags: DIFlagArtificial | DIFlagObjectPointer)
!689 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !684, size: 64)
!690 = !DILocation(line: 0, scope: !677)
!691 = !DILocation(line: 85, scope: !677)
!692 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ", scope: !693, file: !2, line: 86, type: !694, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !698, retainedNodes: !152)
!693 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !650, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@")
!694 = !DISubroutineType(types: !695)
!695 = !{!135, !696}
!696 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !697, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!697 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !693)
!698 = !DISubprogram(name: "operator void (*)(void *)", scope: !693, type: !694, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!699 = !DILocalVariable(name: "this", arg: 1, scope: !692, type: !700, flags: DIFlagArtificial | DIFlagObjectPointer)
!700 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !697, size: 64)
!701 = !DILocation(line: 0, scope: !692)
!702 = !DILocation(line: 86, scope: !692)
!703 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z", scope: !678, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !704, retainedNodes: !152)
!704 = !DISubprogram(name: "__invoke", scope: !678, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!705 = !DILocalVariable(name: "a", arg: 2, scope: !703, type: !113)
!706 = !DILocation(line: 0, scope: !703)
!707 = !DILocalVariable(name: "o", arg: 1, scope: !703, type: !129)
!708 = !DILocation(line: 85, scope: !703)
!709 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z", scope: !678, file: !2, line: 85, type: !681, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !680, retainedNodes: !152)
!710 = !DILocalVariable(name: "a", arg: 3, scope: !709, file: !2, line: 85, type: !113)
!711 = !DILocation(line: 85, scope: !709)
!712 = !DILocalVariable(name: "o", arg: 2, scope: !709, file: !2, line: 85, type: !129)
!713 = !DILocalVariable(name: "this", arg: 1, scope: !709, type: !689, flags: DIFlagArtificial | DIFlagObjectPointer)
!714 = !DILocation(line: 0, scope: !709)
!715 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z", scope: !118, file: !2, line: 94, type: !716, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !720, retainedNodes: !152)
!716 = !DISubroutineType(types: !717)
!717 = !{!113, !718, !113}
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !719, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!719 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!720 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !716, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!721 = !DILocalVariable(name: "v", arg: 2, scope: !715, file: !2, line: 94, type: !113)
!722 = !DILocation(line: 94, scope: !715)
!723 = !DILocalVariable(name: "this", arg: 1, scope: !715, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !719, size: 64)
!725 = !DILocation(line: 0, scope: !715)
!726 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z", scope: !693, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !727, retainedNodes: !152)
!727 = !DISubprogram(name: "__invoke", scope: !693, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!728 = !DILocalVariable(name: "o", arg: 1, scope: !726, type: !129)
!729 = !DILocation(line: 0, scope: !726)
!730 = !DILocation(line: 86, scope: !726)
!731 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z", scope: !693, file: !2, line: 86, type: !732, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !734, retainedNodes: !152)
!732 = !DISubroutineType(types: !733)
!733 = !{null, !696, !129}
!734 = !DISubprogram(name: "operator()", scope: !693, file: !2, line: 86, type: !732, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!735 = !DILocalVariable(name: "o", arg: 2, scope: !731, file: !2, line: 86, type: !129)
!736 = !DILocation(line: 86, scope: !731)
!737 = !DILocalVariable(name: "this", arg: 1, scope: !731, type: !700, flags: DIFlagArtificial | DIFlagObjectPointer)
!738 = !DILocation(line: 0, scope: !731)
!739 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z", scope: !156, file: !2, line: 24, type: !192, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !191, retainedNodes: !152)
!740 = !DILocalVariable(name: "p", arg: 2, scope: !739, file: !2, line: 24, type: !159)
!741 = !DILocation(line: 24, scope: !739)
!742 = !DILocalVariable(name: "this", arg: 1, scope: !739, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!743 = !DILocation(line: 0, scope: !739)
!744 = distinct !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !156, file: !2, line: 29, type: !209, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !211, retainedNodes: !152)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !744, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocation(line: 0, scope: !744)
!747 = !DILocation(line: 29, scope: !744)
!748 = !DILocation(line: 29, scope: !749)
!749 = distinct !DILexicalBlock(scope: !750, file: !2, line: 29)
!750 = distinct !DILexicalBlock(scope: !744, file: !2, line: 29)
!751 = distinct !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !222, file: !2, line: 63, type: !235, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !234, retainedNodes: !152)
!752 = !DILocalVariable(name: "x", arg: 2, scope: !751, file: !2, line: 63, type: !113)
!753 = !DILocation(line: 63, scope: !751)
!754 = !DILocalVariable(name: "this", arg: 1, scope: !751, type: !221, flags: DIFlagArtificial | DIFlagObjectPointer)
!755 = !DILocation(line: 0, scope: !751)
!756 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:147:42' &>", linkageName: "??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z", scope: !2, file: !2, line: 17, type: !757, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !763, retainedNodes: !152)
!757 = !DISubroutineType(types: !758)
!758 = !{!759, !765}
!759 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !760, size: 64)
!760 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !761, file: !2, line: 16, baseType: !239)
!761 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:147:42' &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !762, templateParams: !763, identifier: ".?AU?$remove_ref@AEAV<lambda_2>@?0??main@@9@@@")
!762 = !{!760}
!763 = !{!764}
!764 = !DITemplateTypeParameter(name: "T", type: !765)
!765 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !239, size: 64)
!766 = !DILocalVariable(name: "t", arg: 1, scope: !756, file: !2, line: 17, type: !765)
!767 = !DILocation(line: 17, scope: !756)
!768 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ", scope: !769, file: !2, line: 85, type: !776, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !778, retainedNodes: !152)
!769 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !570, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !770, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@")
!770 = !{!771}
!771 = !DISubprogram(name: "operator()", scope: !769, file: !2, line: 85, type: !772, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!772 = !DISubroutineType(types: !773)
!773 = !{!114, !774, !129, !114, !114}
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !775, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!775 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !769)
!776 = !DISubroutineType(types: !777)
!777 = !{!247, !774}
!778 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !769, type: !776, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!779 = !DILocalVariable(name: "this", arg: 1, scope: !768, type: !780, flags: DIFlagArtificial | DIFlagObjectPointer)
!780 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !775, size: 64)
!781 = !DILocation(line: 0, scope: !768)
!782 = !DILocation(line: 85, scope: !768)
!783 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ", scope: !784, file: !2, line: 86, type: !785, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !789, retainedNodes: !152)
!784 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !570, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@")
!785 = !DISubroutineType(types: !786)
!786 = !{!135, !787}
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !788, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!788 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !784)
!789 = !DISubprogram(name: "operator void (*)(void *)", scope: !784, type: !785, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!790 = !DILocalVariable(name: "this", arg: 1, scope: !783, type: !791, flags: DIFlagArtificial | DIFlagObjectPointer)
!791 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !788, size: 64)
!792 = !DILocation(line: 0, scope: !783)
!793 = !DILocation(line: 86, scope: !783)
!794 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z", scope: !769, file: !2, line: 85, type: !248, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !795, retainedNodes: !152)
!795 = !DISubprogram(name: "__invoke", scope: !769, type: !248, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!796 = !DILocalVariable(name: "a", arg: 3, scope: !794, type: !114)
!797 = !DILocation(line: 0, scope: !794)
!798 = !DILocalVariable(name: "a", arg: 2, scope: !794, type: !114)
!799 = !DILocalVariable(name: "o", arg: 1, scope: !794, type: !129)
!800 = !DILocation(line: 85, scope: !794)
!801 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z", scope: !769, file: !2, line: 85, type: !772, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !771, retainedNodes: !152)
!802 = !DILocalVariable(name: "a", arg: 4, scope: !801, file: !2, line: 85, type: !114)
!803 = !DILocation(line: 85, scope: !801)
!804 = !DILocalVariable(name: "a", arg: 3, scope: !801, file: !2, line: 85, type: !114)
!805 = !DILocalVariable(name: "o", arg: 2, scope: !801, file: !2, line: 85, type: !129)
!806 = !DILocalVariable(name: "this", arg: 1, scope: !801, type: !780, flags: DIFlagArtificial | DIFlagObjectPointer)
!807 = !DILocation(line: 0, scope: !801)
!808 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z", scope: !239, file: !2, line: 147, type: !809, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !813, retainedNodes: !152)
!809 = !DISubroutineType(types: !810)
!810 = !{!114, !811, !114, !114}
!811 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !812, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!812 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!813 = !DISubprogram(name: "operator()", scope: !239, file: !2, line: 147, type: !809, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!814 = !DILocalVariable(name: "y", arg: 3, scope: !808, file: !2, line: 147, type: !114)
!815 = !DILocation(line: 147, scope: !808)
!816 = !DILocalVariable(name: "x", arg: 2, scope: !808, file: !2, line: 147, type: !114)
!817 = !DILocalVariable(name: "this", arg: 1, scope: !808, type: !818, flags: DIFlagArtificial | DIFlagObjectPointer)
!818 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !812, size: 64)
!819 = !DILocation(line: 0, scope: !808)
!820 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z", scope: !784, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !821, retainedNodes: !152)
!821 = !DISubprogram(name: "__invoke", scope: !784, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!822 = !DILocalVariable(name: "o", arg: 1, scope: !820, type: !129)
!823 = !DILocation(line: 0, scope: !820)
!824 = !DILocation(line: 86, scope: !820)
!825 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z", scope: !784, file: !2, line: 86, type: !826, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !828, retainedNodes: !152)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !787, !129}
!828 = !DISubprogram(name: "operator()", scope: !784, file: !2, line: 86, type: !826, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!829 = !DILocalVariable(name: "o", arg: 2, scope: !825, file: !2, line: 86, type: !129)
!830 = !DILocation(line: 86, scope: !825)
!831 = !DILocalVariable(name: "this", arg: 1, scope: !825, type: !791, flags: DIFlagArtificial | DIFlagObjectPointer)
!832 = !DILocation(line: 0, scope: !825)
