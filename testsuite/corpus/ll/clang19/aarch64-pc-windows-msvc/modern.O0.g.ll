; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

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

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 8, !dbg !0
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 8, !dbg !8
@__const.main.arr = private unnamed_addr constant [3 x i32] [i32 4, i32 5, i32 6], align 4
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 8, !dbg !13
@__const.main.v = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 8, !dbg !18
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 8, !dbg !23
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 4, !dbg !28
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 8, !dbg !33
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 8, !dbg !35
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 8, !dbg !40
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 8, !dbg !45
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 8, !dbg !47
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 8, !dbg !49
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
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 4, !dbg !51
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 4, !dbg !56
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 4, !dbg !61
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 4, !dbg !66
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 8, !dbg !68
@"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"non-positive int\00", comdat, align 8, !dbg !70
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4, !dbg !75
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 4, !dbg !80

@"??_7Bird@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 !dbg !240 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [2 x i64], align 8
  %6 = alloca [3 x i32], align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Vec2, align 4
  %11 = alloca %struct.Doubler, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i32, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca %struct.Bird, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca %class.anon.0, align 4
  %23 = alloca %struct.Accum, align 4
  %24 = alloca %class.Function, align 8
  %25 = alloca %class.Function.1, align 8
  %26 = alloca %class.anon.2, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !275, !DIExpression(), !276)
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind inreg writable sret(%class.Owner) align 8 %2), !dbg !276
    #dbg_declare(ptr %3, !277, !DIExpression(), !278)
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %28 unwind label %190, !dbg !278

28:                                               ; preds = %0
  %29 = call noundef ptr @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %27) #9, !dbg !278
  %30 = invoke noundef ptr @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %31 unwind label %188, !dbg !279

31:                                               ; preds = %28
  %32 = load ptr, ptr %30, align 8, !dbg !279
  %33 = getelementptr inbounds ptr, ptr %32, i64 1, !dbg !279
  %34 = load ptr, ptr %33, align 8, !dbg !279
  %35 = invoke noundef ptr %34(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %36 unwind label %188, !dbg !279

36:                                               ; preds = %31
  %37 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %38 unwind label %188, !dbg !279

38:                                               ; preds = %36
  %39 = zext i1 %37 to i32, !dbg !279
  %40 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %41 unwind label %188, !dbg !279

41:                                               ; preds = %38
  %42 = zext i1 %40 to i32, !dbg !279
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 noundef %42, i32 noundef %39, ptr noundef %35)
          to label %44 unwind label %188, !dbg !279

44:                                               ; preds = %41
    #dbg_declare(ptr %4, !280, !DIExpression(), !281)
    #dbg_declare(ptr %4, !282, !DIExpression(DW_OP_plus_uconst, 4), !281)
    #dbg_declare(ptr %4, !283, !DIExpression(DW_OP_plus_uconst, 8), !281)
  %45 = invoke [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef 7)
          to label %46 unwind label %188, !dbg !281

46:                                               ; preds = %44
  store [2 x i64] %45, ptr %5, align 8, !dbg !281
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 8 %5, i64 12, i1 false), !dbg !281
  %47 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 2, !dbg !284
  %48 = load i32, ptr %47, align 4, !dbg !284
  %49 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 1, !dbg !284
  %50 = load i32, ptr %49, align 4, !dbg !284
  %51 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 0, !dbg !284
  %52 = load i32, ptr %51, align 4, !dbg !284
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %52, i32 noundef %50, i32 noundef %48)
          to label %54 unwind label %188, !dbg !284

54:                                               ; preds = %46
    #dbg_declare(ptr %6, !285, !DIExpression(), !289)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.arr, i64 12, i1 false), !dbg !289
    #dbg_declare(ptr %7, !290, !DIExpression(DW_OP_deref), !291)
    #dbg_declare(ptr %7, !292, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !291)
    #dbg_declare(ptr %7, !293, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !291)
  store ptr %6, ptr %7, align 8, !dbg !291
  %55 = load ptr, ptr %7, align 8, !dbg !294
  %56 = getelementptr inbounds [3 x i32], ptr %55, i64 0, i64 1, !dbg !294
  store i32 50, ptr %56, align 4, !dbg !294
  %57 = load ptr, ptr %7, align 8, !dbg !295
  %58 = getelementptr inbounds [3 x i32], ptr %57, i64 0, i64 2, !dbg !295
  %59 = load i32, ptr %58, align 4, !dbg !295
  %60 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 1, !dbg !295
  %61 = load i32, ptr %60, align 4, !dbg !295
  %62 = load ptr, ptr %7, align 8, !dbg !295
  %63 = getelementptr inbounds [3 x i32], ptr %62, i64 0, i64 0, !dbg !295
  %64 = load i32, ptr %63, align 4, !dbg !295
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %64, i32 noundef %61, i32 noundef %59)
          to label %66 unwind label %188, !dbg !295

66:                                               ; preds = %54
    #dbg_declare(ptr %8, !296, !DIExpression(), !297)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.v, i64 8, i1 false), !dbg !297
    #dbg_declare(ptr %9, !298, !DIExpression(), !299)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.w, i64 8, i1 false), !dbg !299
  %67 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QEAAAEAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %68 unwind label %188, !dbg !300

68:                                               ; preds = %66
  %69 = load float, ptr %67, align 4, !dbg !300
  %70 = fadd float %69, 1.000000e+00, !dbg !300
  store float %70, ptr %67, align 4, !dbg !300
  %71 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %72 unwind label %188, !dbg !301

72:                                               ; preds = %68
  %73 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0, !dbg !301
  store float 2.500000e+00, ptr %73, align 4, !dbg !301
  %74 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1, !dbg !301
  store float 4.000000e+00, ptr %74, align 4, !dbg !301
  %75 = load [2 x float], ptr %10, align 4, !dbg !301
  %76 = invoke noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %8, [2 x float] %75)
          to label %77 unwind label %188, !dbg !301

77:                                               ; preds = %72
  %78 = zext i1 %76 to i32, !dbg !301
  %79 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1, !dbg !301
  %80 = load float, ptr %79, align 4, !dbg !301
  %81 = fpext float %80 to double, !dbg !301
  %82 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0, !dbg !301
  %83 = load float, ptr %82, align 4, !dbg !301
  %84 = fpext float %83 to double, !dbg !301
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", double noundef %84, double noundef %81, i32 noundef %78, i32 noundef %71)
          to label %86 unwind label %188, !dbg !301

86:                                               ; preds = %77
  %87 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %88 unwind label %188, !dbg !302

88:                                               ; preds = %86
  %89 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %90 unwind label %188, !dbg !302

90:                                               ; preds = %88
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 noundef %89, double noundef %87)
          to label %92 unwind label %188, !dbg !302

92:                                               ; preds = %90
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %93 unwind label %188, !dbg !303

93:                                               ; preds = %92
  %94 = invoke noundef ptr @"??$describe@PEBD@@YAPEBDPEBD@Z"(ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %95 unwind label %188, !dbg !304

95:                                               ; preds = %93
  %96 = invoke noundef ptr @"??$describe@N@@YAPEBDN@Z"(double noundef 2.000000e+00)
          to label %97 unwind label %188, !dbg !304

97:                                               ; preds = %95
  %98 = invoke noundef ptr @"??$describe@H@@YAPEBDH@Z"(i32 noundef 3)
          to label %99 unwind label %188, !dbg !304

99:                                               ; preds = %97
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", ptr noundef %98, ptr noundef %96, ptr noundef %94)
          to label %101 unwind label %188, !dbg !304

101:                                              ; preds = %99
    #dbg_declare(ptr %11, !305, !DIExpression(), !306)
  %102 = call noundef ptr @"??0Doubler@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #9, !dbg !306
    #dbg_declare(ptr %12, !307, !DIExpression(), !308)
  store i32 0, ptr %12, align 4, !dbg !308
    #dbg_declare(ptr %13, !309, !DIExpression(), !311)
  store i32 0, ptr %13, align 4, !dbg !311
  br label %103, !dbg !311

103:                                              ; preds = %112, %101
  %104 = load i32, ptr %13, align 4, !dbg !311
  %105 = icmp slt i32 %104, 4, !dbg !311
  br i1 %105, label %106, label %115, !dbg !311

106:                                              ; preds = %103
  %107 = load i32, ptr %13, align 4, !dbg !312
  %108 = invoke noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %107)
          to label %109 unwind label %188, !dbg !312

109:                                              ; preds = %106
  %110 = load i32, ptr %12, align 4, !dbg !312
  %111 = add nsw i32 %110, %108, !dbg !312
  store i32 %111, ptr %12, align 4, !dbg !312
  br label %112, !dbg !312

112:                                              ; preds = %109
  %113 = load i32, ptr %13, align 4, !dbg !312
  %114 = add nsw i32 %113, 1, !dbg !312
  store i32 %114, ptr %13, align 4, !dbg !312
  br label %103, !dbg !312, !llvm.loop !314

115:                                              ; preds = %103
  %116 = getelementptr inbounds %struct.Counter, ptr %11, i32 0, i32 0, !dbg !316
  %117 = load i32, ptr %116, align 4, !dbg !316
  %118 = load i32, ptr %12, align 4, !dbg !316
  %119 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 noundef %118, i32 noundef %117)
          to label %120 unwind label %188, !dbg !316

120:                                              ; preds = %115
    #dbg_declare(ptr %14, !317, !DIExpression(), !318)
  %121 = invoke noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef 1, i8 noundef 4)
          to label %122 unwind label %188, !dbg !318

122:                                              ; preds = %120
  store i8 %121, ptr %14, align 1, !dbg !318
  %123 = load i8, ptr %14, align 1, !dbg !319
  %124 = zext i8 %123 to i32, !dbg !319
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 noundef %124)
          to label %126 unwind label %188, !dbg !319

126:                                              ; preds = %122
    #dbg_declare(ptr %15, !320, !DIExpression(), !322)
  store i32 8, ptr %15, align 8, !dbg !322
    #dbg_declare(ptr %16, !323, !DIExpression(), !325)
  store ptr @"??_9Animal@@$B7AA", ptr %16, align 8, !dbg !325
    #dbg_declare(ptr %17, !326, !DIExpression(), !328)
  store ptr @"?twice_legs@Animal@@QEBAHXZ", ptr %17, align 8, !dbg !328
    #dbg_declare(ptr %18, !329, !DIExpression(), !330)
  %127 = invoke noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %128 unwind label %188, !dbg !330

128:                                              ; preds = %126
    #dbg_declare(ptr %19, !331, !DIExpression(), !333)
  store ptr %18, ptr %19, align 8, !dbg !333
  %129 = load ptr, ptr %17, align 8, !dbg !334
  %130 = invoke noundef i32 %129(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %131 unwind label %186, !dbg !334

131:                                              ; preds = %128
  %132 = load ptr, ptr %19, align 8, !dbg !334
  %133 = load ptr, ptr %16, align 8, !dbg !334
  %134 = invoke noundef ptr %133(ptr noundef nonnull align 8 dereferenceable(16) %132)
          to label %135 unwind label %186, !dbg !334

135:                                              ; preds = %131
  %136 = load ptr, ptr %19, align 8, !dbg !334
  %137 = load i32, ptr %15, align 8, !dbg !334
  %138 = getelementptr inbounds i8, ptr %136, i32 %137, !dbg !334
  %139 = load i32, ptr %138, align 4, !dbg !334
  %140 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %139, ptr noundef %134, i32 noundef %130)
          to label %141 unwind label %186, !dbg !334

141:                                              ; preds = %135
    #dbg_declare(ptr %20, !335, !DIExpression(), !336)
  store i32 10, ptr %20, align 4, !dbg !336
    #dbg_declare(ptr %21, !337, !DIExpression(), !342)
  %142 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0, !dbg !342
  store i32 0, ptr %142, align 4, !dbg !342
  %143 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 1, !dbg !342
  %144 = load i32, ptr %20, align 4, !dbg !342
  store i32 %144, ptr %143, align 4, !dbg !342
  %145 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %21)
          to label %146 unwind label %186, !dbg !343

146:                                              ; preds = %141
    #dbg_declare(ptr %22, !344, !DIExpression(), !349)
  %147 = getelementptr inbounds %class.anon.0, ptr %22, i32 0, i32 0, !dbg !349
  %148 = load i32, ptr %20, align 4, !dbg !349
  store i32 %148, ptr %147, align 4, !dbg !349
  %149 = getelementptr inbounds %class.anon.0, ptr %22, i32 0, i32 1, !dbg !349
  %150 = getelementptr inbounds [3 x i32], ptr %149, i64 0, i64 0, !dbg !349
  br label %151, !dbg !349

151:                                              ; preds = %151, %146
  %152 = phi i64 [ 0, %146 ], [ %156, %151 ], !dbg !349
  %153 = getelementptr inbounds i32, ptr %150, i64 %152, !dbg !349
  %154 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 %152, !dbg !349
  %155 = load i32, ptr %154, align 4, !dbg !349
  store i32 %155, ptr %153, align 4, !dbg !349
  %156 = add nuw i64 %152, 1, !dbg !349
  %157 = icmp eq i64 %156, 3, !dbg !349
  br i1 %157, label %158, label %151, !dbg !349

158:                                              ; preds = %151
  %159 = invoke noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %22)
          to label %160 unwind label %186, !dbg !350

160:                                              ; preds = %158
  %161 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %21)
          to label %162 unwind label %186, !dbg !350

162:                                              ; preds = %160
  %163 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 noundef %161, i32 noundef %159)
          to label %164 unwind label %186, !dbg !350

164:                                              ; preds = %162
    #dbg_declare(ptr %23, !351, !DIExpression(), !352)
  %165 = call noundef ptr @"??0Accum@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %23) #9, !dbg !352
    #dbg_declare(ptr %24, !353, !DIExpression(), !355)
  invoke void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %23, ptr dead_on_unwind inreg writable sret(%class.Function) align 8 %24)
          to label %166 unwind label %186, !dbg !355

166:                                              ; preds = %164
  %167 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 5)
          to label %168 unwind label %182, !dbg !356

168:                                              ; preds = %166
  %169 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 6)
          to label %170 unwind label %182, !dbg !357

170:                                              ; preds = %168
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %24) #9, !dbg !358
    #dbg_declare(ptr %25, !359, !DIExpression(), !360)
  %171 = getelementptr inbounds %class.anon.2, ptr %26, i32 0, i32 0, !dbg !360
  %172 = load i8, ptr %171, align 1, !dbg !360
  %173 = invoke noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %25, i8 %172)
          to label %174 unwind label %186, !dbg !360

174:                                              ; preds = %170
  %175 = invoke noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %25, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %176 unwind label %184, !dbg !361

176:                                              ; preds = %174
  %177 = getelementptr inbounds %struct.Accum, ptr %23, i32 0, i32 0, !dbg !361
  %178 = load i32, ptr %177, align 4, !dbg !361
  %179 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %178, double noundef %175)
          to label %180 unwind label %184, !dbg !361

180:                                              ; preds = %176
  store i32 0, ptr %1, align 4, !dbg !362
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %25) #9, !dbg !363
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %18) #9, !dbg !363
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !363
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #9, !dbg !363
  %181 = load i32, ptr %1, align 4, !dbg !363
  ret i32 %181, !dbg !363

182:                                              ; preds = %168, %166
  %183 = cleanuppad within none [], !dbg !358
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %24) #9 [ "funclet"(token %183) ], !dbg !358
  cleanupret from %183 unwind label %186, !dbg !358

184:                                              ; preds = %176, %174
  %185 = cleanuppad within none [], !dbg !363
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %25) #9 [ "funclet"(token %185) ], !dbg !363
  cleanupret from %185 unwind label %186, !dbg !363

186:                                              ; preds = %184, %170, %182, %164, %162, %160, %158, %141, %135, %131, %128
  %187 = cleanuppad within none [], !dbg !363
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %18) #9 [ "funclet"(token %187) ], !dbg !363
  cleanupret from %187 unwind label %188, !dbg !363

188:                                              ; preds = %186, %126, %122, %120, %115, %106, %99, %97, %95, %93, %92, %90, %88, %86, %77, %72, %68, %66, %54, %46, %44, %41, %38, %36, %31, %28
  %189 = cleanuppad within none [], !dbg !363
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9 [ "funclet"(token %189) ], !dbg !363
  cleanupret from %189 unwind label %190, !dbg !363

190:                                              ; preds = %188, %0
  %191 = cleanuppad within none [], !dbg !363
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #9 [ "funclet"(token %191) ], !dbg !363
  cleanupret from %191 unwind to caller, !dbg !363
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind inreg noalias writable sret(%class.Owner) align 8 %0) #1 comdat !dbg !364 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
  %4 = call ptr @malloc(i64 noundef 16) #10, !dbg !370
  store ptr %4, ptr %3, align 8, !dbg !370
  %5 = load ptr, ptr %3, align 8, !dbg !371
  %6 = call noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5), !dbg !371
  %7 = call noundef ptr @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5), !dbg !371
  ret void, !dbg !371
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !372 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !381, !DIExpression(), !382)
  %3 = load ptr, ptr %2, align 8, !dbg !382
  ret ptr %3, !dbg !382
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat !dbg !383 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !384, !DIExpression(), !385)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !386, !DIExpression(), !388)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !385
  %7 = load ptr, ptr %3, align 8, !dbg !385
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !385
  %9 = load ptr, ptr %8, align 8, !dbg !385
  store ptr %9, ptr %6, align 8, !dbg !385
  %10 = load ptr, ptr %3, align 8, !dbg !389
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !389
  store ptr null, ptr %11, align 8, !dbg !389
  ret ptr %5, !dbg !385
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !391 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !392, !DIExpression(), !394)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !395
  %5 = load ptr, ptr %4, align 8, !dbg !395
  ret ptr %5, !dbg !395
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !396 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !397, !DIExpression(), !398)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !399
  %5 = load ptr, ptr %4, align 8, !dbg !399
  %6 = icmp ne ptr %5, null, !dbg !399
  ret i1 %6, !dbg !399
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef %0) #2 !dbg !400 {
  %2 = alloca %struct.Point3, align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !408, !DIExpression(), !409)
  %5 = getelementptr inbounds %struct.Point3, ptr %2, i32 0, i32 0, !dbg !409
  %6 = load i32, ptr %3, align 4, !dbg !409
  store i32 %6, ptr %5, align 4, !dbg !409
  %7 = getelementptr inbounds %struct.Point3, ptr %2, i32 0, i32 1, !dbg !409
  %8 = load i32, ptr %3, align 4, !dbg !409
  %9 = mul nsw i32 %8, 2, !dbg !409
  store i32 %9, ptr %7, align 4, !dbg !409
  %10 = getelementptr inbounds %struct.Point3, ptr %2, i32 0, i32 2, !dbg !409
  %11 = load i32, ptr %3, align 4, !dbg !409
  %12 = mul nsw i32 %11, 3, !dbg !409
  store i32 %12, ptr %10, align 4, !dbg !409
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false), !dbg !409
  %13 = load [2 x i64], ptr %4, align 8, !dbg !409
  ret [2 x i64] %13, !dbg !409
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QEAAAEAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat !dbg !410 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !411, !DIExpression(), !412)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !413, !DIExpression(), !415)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !412
  %7 = icmp ne i32 %6, 0, !dbg !412
  br i1 %7, label %8, label %10, !dbg !412

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !412
  br label %12, !dbg !412

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !412
  br label %12, !dbg !412

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !412
  ret ptr %13, !dbg !412
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) #1 comdat !dbg !416 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !417, !DIExpression(), !418)
  %3 = load i32, ptr %2, align 4, !dbg !418
  %4 = icmp slt i32 %3, 2, !dbg !418
  br i1 %4, label %5, label %7, !dbg !418

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !418
  br label %15, !dbg !418

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !418
  %9 = sub nsw i32 %8, 1, !dbg !418
  %10 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %9), !dbg !418
  %11 = load i32, ptr %2, align 4, !dbg !418
  %12 = sub nsw i32 %11, 2, !dbg !418
  %13 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %12), !dbg !418
  %14 = add nsw i32 %10, %13, !dbg !418
  br label %15, !dbg !418

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !418
  ret i32 %16, !dbg !418
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, [2 x float] %1) #2 comdat !dbg !419 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 8
  store [2 x float] %1, ptr %3, align 4
    #dbg_declare(ptr %3, !420, !DIExpression(), !421)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !422, !DIExpression(), !424)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !421
  %7 = load float, ptr %6, align 4, !dbg !421
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !421
  %9 = load float, ptr %8, align 4, !dbg !421
  %10 = fcmp oeq float %7, %9, !dbg !421
  br i1 %10, label %11, label %17, !dbg !421

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !421
  %13 = load float, ptr %12, align 4, !dbg !421
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !421
  %15 = load float, ptr %14, align 4, !dbg !421
  %16 = fcmp oeq float %13, %15, !dbg !421
  br label %17, !dbg !421

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ], !dbg !421
  ret i1 %18, !dbg !421
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef %0, float noundef %1) #2 comdat !dbg !425 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %1, ptr %3, align 4
    #dbg_declare(ptr %3, !433, !DIExpression(), !434)
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !435, !DIExpression(), !434)
  %5 = load double, ptr %4, align 8, !dbg !434
  %6 = load float, ptr %3, align 4, !dbg !434
  %7 = fadd float %6, 0.000000e+00, !dbg !434
  %8 = fpext float %7 to double, !dbg !434
  %9 = fadd double %5, %8, !dbg !434
  ret double %9, !dbg !434
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat !dbg !436 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !443, !DIExpression(), !444)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !445, !DIExpression(), !444)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !446, !DIExpression(), !444)
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !447, !DIExpression(), !444)
  %9 = load i32, ptr %8, align 4, !dbg !444
  %10 = load i32, ptr %7, align 4, !dbg !444
  %11 = load i32, ptr %6, align 4, !dbg !444
  %12 = load i32, ptr %5, align 4, !dbg !444
  %13 = add nsw i32 %12, 0, !dbg !444
  %14 = add nsw i32 %11, %13, !dbg !444
  %15 = add nsw i32 %10, %14, !dbg !444
  %16 = add nsw i32 %9, %15, !dbg !444
  ret i32 %16, !dbg !444
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #1 comdat !dbg !448 {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i16 %3, ptr %5, align 2
    #dbg_declare(ptr %5, !458, !DIExpression(), !459)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !460, !DIExpression(), !459)
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %7, !461, !DIExpression(), !459)
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !462, !DIExpression(), !459)
  %9 = load i32, ptr %8, align 4, !dbg !459
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %9), !dbg !459
  %11 = load i8, ptr %7, align 1, !dbg !459
  %12 = sext i8 %11 to i32, !dbg !459
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %12), !dbg !459
  %14 = load i32, ptr %6, align 4, !dbg !459
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %14), !dbg !459
  %16 = load i16, ptr %5, align 2, !dbg !459
  %17 = sext i16 %16 to i32, !dbg !459
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %17), !dbg !459
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@"), !dbg !459
  ret void, !dbg !459
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@PEBD@@YAPEBDPEBD@Z"(ptr noundef %0) #2 comdat !dbg !463 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !468, !DIExpression(), !469)
  ret ptr @"??_C@_05BGEKGIIP@other?$AA@", !dbg !470
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@N@@YAPEBDN@Z"(double noundef %0) #2 comdat !dbg !473 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !478, !DIExpression(), !479)
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@", !dbg !480
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@H@@YAPEBDH@Z"(i32 noundef %0) #2 comdat !dbg !483 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !488, !DIExpression(), !489)
  %3 = load i32, ptr %2, align 4, !dbg !490
  %4 = icmp sgt i32 %3, 0, !dbg !490
  %5 = zext i1 %4 to i64, !dbg !490
  %6 = select i1 %4, ptr @"??_C@_0N@GBBELCCM@positive?5int?$AA@", ptr @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@", !dbg !490
  ret ptr %6, !dbg !490
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Doubler@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !492 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !496, !DIExpression(), !497)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0?$Counter@UDoubler@@@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !498
  ret ptr %3, !dbg !498
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat !dbg !499 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !500, !DIExpression(), !501)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !502, !DIExpression(), !504)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !501
  %7 = load i32, ptr %6, align 4, !dbg !501
  %8 = add nsw i32 %7, 1, !dbg !501
  store i32 %8, ptr %6, align 4, !dbg !501
  %9 = load i32, ptr %3, align 4, !dbg !501
  %10 = call noundef i32 @"?step@Doubler@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9), !dbg !501
  ret i32 %10, !dbg !501
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef %0, i8 noundef %1) #2 comdat !dbg !505 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %1, ptr %3, align 1
    #dbg_declare(ptr %3, !508, !DIExpression(), !509)
  store i8 %0, ptr %4, align 1
    #dbg_declare(ptr %4, !510, !DIExpression(), !509)
  %5 = load i8, ptr %4, align 1, !dbg !509
  %6 = zext i8 %5 to i32, !dbg !509
  %7 = load i8, ptr %3, align 1, !dbg !509
  %8 = zext i8 %7 to i32, !dbg !509
  %9 = or i32 %6, %8, !dbg !509
  %10 = trunc i32 %9 to i8, !dbg !509
  ret i8 %10, !dbg !509
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(ptr noundef %0, ...) #5 comdat !dbg !511 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !513
  %4 = load ptr, ptr %3, align 8, !dbg !513
  %5 = getelementptr inbounds ptr, ptr %4, i64 1, !dbg !513
  %6 = load ptr, ptr %5, align 8, !dbg !513
  musttail call void (ptr, ...) %6(ptr noundef %3, ...), !dbg !513
  ret void, !dbg !513

7:                                                ; No predecessors!
  ret void, !dbg !513
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?twice_legs@Animal@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #2 comdat !dbg !514 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !515, !DIExpression(), !517)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !518
  %5 = load i32, ptr %4, align 8, !dbg !518
  %6 = mul nsw i32 %5, 2, !dbg !518
  ret i32 %6, !dbg !518
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat !dbg !519 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !520, !DIExpression(), !521)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Animal@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !522
  store ptr @"??_7Bird@@6B@", ptr %3, align 8, !dbg !522
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !523
  store i32 2, ptr %5, align 8, !dbg !523
  ret ptr %3, !dbg !522
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 !dbg !525 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !530, !DIExpression(), !532)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !533
  %5 = load i32, ptr %4, align 4, !dbg !533
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !533
  %7 = load i32, ptr %6, align 4, !dbg !533
  %8 = add nsw i32 %7, 1, !dbg !533
  store i32 %8, ptr %6, align 4, !dbg !533
  %9 = add nsw i32 %5, %7, !dbg !533
  ret i32 %9, !dbg !533
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 !dbg !534 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !540, !DIExpression(), !542)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !543
  %5 = load i32, ptr %4, align 4, !dbg !543
  %6 = mul nsw i32 %5, 2, !dbg !543
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !543
  %8 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0, !dbg !543
  %9 = load i32, ptr %8, align 4, !dbg !543
  %10 = add nsw i32 %6, %9, !dbg !543
  ret i32 %10, !dbg !543
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Accum@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !544 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !548, !DIExpression(), !549)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !550
  store i32 0, ptr %4, align 4, !dbg !550
  ret ptr %3, !dbg !550
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr dead_on_unwind inreg noalias writable sret(%class.Function) align 8 %1) #1 comdat !dbg !119 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.3, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !551, !DIExpression(), !552)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !553
  store ptr %6, ptr %7, align 8, !dbg !553
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !553
  %9 = load ptr, ptr %8, align 8, !dbg !553
  %10 = ptrtoint ptr %9 to i64, !dbg !553
  %11 = call noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %1, i64 %10), !dbg !553
  ret void, !dbg !553
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat !dbg !554 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !555, !DIExpression(), !556)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !557, !DIExpression(), !559)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !556
  %7 = load ptr, ptr %6, align 8, !dbg !556
  %8 = load i32, ptr %3, align 4, !dbg !556
  %9 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !556
  %10 = load ptr, ptr %9, align 8, !dbg !556
  %11 = call noundef i32 %7(ptr noundef %10, i32 noundef %8), !dbg !556
  ret i32 %11, !dbg !556
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 !dbg !560 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !561, !DIExpression(), !563)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !564
  %5 = load ptr, ptr %4, align 8, !dbg !564
  %6 = icmp ne ptr %5, null, !dbg !564
  br i1 %6, label %7, label %13, !dbg !564

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !566
  %9 = load ptr, ptr %8, align 8, !dbg !566
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0, !dbg !566
  %11 = load ptr, ptr %10, align 8, !dbg !566
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !566

12:                                               ; preds = %7
  br label %13, !dbg !566

13:                                               ; preds = %12, %1
  ret void, !dbg !568

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !566
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !566
  unreachable, !dbg !566
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #1 !dbg !569 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, ptr %3, i32 0, i32 0
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %3, !575, !DIExpression(), !576)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !577, !DIExpression(), !579)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !576
  store ptr null, ptr %9, align 8, !dbg !576
  %10 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !576
  store ptr null, ptr %10, align 8, !dbg !576
  %11 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !576
  store ptr null, ptr %11, align 8, !dbg !576
  %12 = call ptr @malloc(i64 noundef 1) #10, !dbg !580
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3), !dbg !580
  %14 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !580
  store ptr %12, ptr %14, align 8, !dbg !580
  %15 = call noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !582
  %16 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !582
  store ptr %15, ptr %16, align 8, !dbg !582
  %17 = call noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !583
  %18 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !583
  store ptr %17, ptr %18, align 8, !dbg !583
  ret ptr %8, !dbg !584
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat !dbg !585 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !586, !DIExpression(), !587)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !588, !DIExpression(), !587)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !589, !DIExpression(), !591)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !587
  %9 = load ptr, ptr %8, align 8, !dbg !587
  %10 = load double, ptr %4, align 8, !dbg !587
  %11 = load double, ptr %5, align 8, !dbg !587
  %12 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !587
  %13 = load ptr, ptr %12, align 8, !dbg !587
  %14 = call noundef double %9(ptr noundef %13, double noundef %11, double noundef %10), !dbg !587
  ret double %14, !dbg !587
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 !dbg !592 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !593, !DIExpression(), !594)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !595
  %5 = load ptr, ptr %4, align 8, !dbg !595
  %6 = icmp ne ptr %5, null, !dbg !595
  br i1 %6, label %7, label %13, !dbg !595

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !597
  %9 = load ptr, ptr %8, align 8, !dbg !597
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0, !dbg !597
  %11 = load ptr, ptr %10, align 8, !dbg !597
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !597

12:                                               ; preds = %7
  br label %13, !dbg !597

13:                                               ; preds = %12, %1
  ret void, !dbg !599

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !597
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !597
  unreachable, !dbg !597
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat !dbg !600 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !602, !DIExpression(), !603)
  %3 = load ptr, ptr %2, align 8
  call void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !604
  ret void, !dbg !606
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 !dbg !607 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !608, !DIExpression(), !609)
  %3 = load ptr, ptr %2, align 8
  invoke void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !610

4:                                                ; preds = %1
  ret void, !dbg !612

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !610
  call void @__std_terminate() #11 [ "funclet"(token %6) ], !dbg !610
  unreachable, !dbg !610
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Counter@UDoubler@@@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !613 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !617, !DIExpression(), !618)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !619
  store i32 0, ptr %4, align 4, !dbg !619
  ret ptr %3, !dbg !619
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Animal@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat !dbg !620 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !622, !DIExpression(), !624)
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Animal@@6B@", ptr %3, align 8, !dbg !625
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !625
  store i32 4, ptr %4, align 8, !dbg !625
  ret ptr %3, !dbg !625
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GBird@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat !dbg !626 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !627, !DIExpression(), !628)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !629, !DIExpression(), !628)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9, !dbg !630
  %8 = icmp eq i32 %7, 0, !dbg !630
  br i1 %8, label %10, label %9, !dbg !630

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #12, !dbg !630
  br label %10, !dbg !630

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !630
  ret ptr %11, !dbg !630
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Bird@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat !dbg !631 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !632, !DIExpression(), !634)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05JMMLJPFM@tweet?$AA@", !dbg !635
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GAnimal@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat !dbg !636 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !637, !DIExpression(), !638)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !639, !DIExpression(), !638)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9, !dbg !640
  %8 = icmp eq i32 %7, 0, !dbg !640
  br i1 %8, label %10, label %9, !dbg !640

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #12, !dbg !640
  br label %10, !dbg !640

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !640
  ret ptr %11, !dbg !640
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Animal@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat !dbg !641 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !642, !DIExpression(), !643)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_03KHICJKCI@?4?4?4?$AA@", !dbg !644
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat !dbg !645 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !646, !DIExpression(), !647)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !648
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #1 comdat !dbg !649 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to ptr
  store ptr %8, ptr %7, align 8
    #dbg_declare(ptr %3, !655, !DIExpression(), !656)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !657, !DIExpression(), !658)
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !656
  store ptr null, ptr %10, align 8, !dbg !656
  %11 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !656
  store ptr null, ptr %11, align 8, !dbg !656
  %12 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !656
  store ptr null, ptr %12, align 8, !dbg !656
  %13 = call ptr @malloc(i64 noundef 8) #10, !dbg !659
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !659
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 8, i1 false), !dbg !659
  %15 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !659
  store ptr %13, ptr %15, align 8, !dbg !659
  %16 = call noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !661
  %17 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !661
  store ptr %16, ptr %17, align 8, !dbg !661
  %18 = call noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !662
  %19 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !662
  store ptr %18, ptr %19, align 8, !dbg !662
  ret ptr %9, !dbg !663
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !664 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !674, !DIExpression(), !675)
  %3 = load ptr, ptr %2, align 8, !dbg !675
  ret ptr %3, !dbg !675
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !676 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !687, !DIExpression(), !689)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z", !dbg !690
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !691 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !698, !DIExpression(), !700)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z", !dbg !701
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"(ptr noundef %0, i32 noundef %1) #1 comdat !dbg !702 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !704, !DIExpression(), !705)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !706, !DIExpression(), !705)
  %6 = load ptr, ptr %4, align 8, !dbg !707
  %7 = load i32, ptr %3, align 4, !dbg !707
  %8 = call noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7), !dbg !707
  ret i32 %8, !dbg !707
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat !dbg !708 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !709, !DIExpression(), !710)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !711, !DIExpression(), !710)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !712, !DIExpression(), !713)
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !710
  %9 = load i32, ptr %4, align 4, !dbg !710
  %10 = call noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %9), !dbg !710
  ret i32 %10, !dbg !710
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat !dbg !714 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !720, !DIExpression(), !721)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !722, !DIExpression(), !724)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %3, align 4, !dbg !721
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !721
  %10 = load i32, ptr %9, align 4, !dbg !721
  %11 = add nsw i32 %10, %8, !dbg !721
  store i32 %11, ptr %9, align 4, !dbg !721
  ret i32 %11, !dbg !721
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"(ptr noundef %0) #1 comdat !dbg !725 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !727, !DIExpression(), !728)
  %4 = load ptr, ptr %2, align 8, !dbg !729
  call void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !729
  ret void, !dbg !729
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat !dbg !730 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !734, !DIExpression(), !735)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !736, !DIExpression(), !737)
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !735
  %7 = load ptr, ptr %3, align 8, !dbg !735
  call void @free(ptr noundef %7), !dbg !735
  ret void, !dbg !735
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat !dbg !738 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !739, !DIExpression(), !740)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !741, !DIExpression(), !742)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !740
  %7 = load ptr, ptr %3, align 8, !dbg !740
  store ptr %7, ptr %6, align 8, !dbg !740
  ret ptr %5, !dbg !740
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat !dbg !743 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !744, !DIExpression(), !745)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !746
  %5 = load ptr, ptr %4, align 8, !dbg !746
  %6 = icmp ne ptr %5, null, !dbg !746
  br i1 %6, label %7, label %17, !dbg !746

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !747
  %9 = load ptr, ptr %8, align 8, !dbg !747
  %10 = load ptr, ptr %9, align 8, !dbg !747
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !747
  %12 = load ptr, ptr %11, align 8, !dbg !747
  %13 = call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 0) #9, !dbg !747
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !747
  %15 = load ptr, ptr %14, align 8, !dbg !747
  call void @free(ptr noundef %15), !dbg !747
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !747
  store ptr null, ptr %16, align 8, !dbg !747
  br label %17, !dbg !747

17:                                               ; preds = %7, %1
  ret void, !dbg !746
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?step@Doubler@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat !dbg !750 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !751, !DIExpression(), !752)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !753, !DIExpression(), !754)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !752
  %7 = mul nsw i32 2, %6, !dbg !752
  ret i32 %7, !dbg !752
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !755 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !765, !DIExpression(), !766)
  %3 = load ptr, ptr %2, align 8, !dbg !766
  ret ptr %3, !dbg !766
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !767 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !778, !DIExpression(), !780)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z", !dbg !781
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !782 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !789, !DIExpression(), !791)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z", !dbg !792
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"(ptr noundef %0, double noundef %1, double noundef %2) #1 !dbg !793 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %class.anon.8, align 1
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !795, !DIExpression(), !796)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !797, !DIExpression(), !796)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !798, !DIExpression(), !796)
  %8 = load ptr, ptr %6, align 8, !dbg !799
  %9 = load double, ptr %5, align 8, !dbg !799
  %10 = load double, ptr %4, align 8, !dbg !799
  %11 = call noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !799
  ret double %11, !dbg !799
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 !dbg !800 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store double %3, ptr %5, align 8
    #dbg_declare(ptr %5, !801, !DIExpression(), !802)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !803, !DIExpression(), !802)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !804, !DIExpression(), !802)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !805, !DIExpression(), !806)
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %7, align 8, !dbg !802
  %11 = load double, ptr %5, align 8, !dbg !802
  %12 = load double, ptr %6, align 8, !dbg !802
  %13 = call noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %12, double noundef %11), !dbg !802
  ret double %13, !dbg !802
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 !dbg !807 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !813, !DIExpression(), !814)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !815, !DIExpression(), !814)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !816, !DIExpression(), !818)
  %7 = load ptr, ptr %6, align 8
  %8 = load double, ptr %5, align 8, !dbg !814
  %9 = load double, ptr %5, align 8, !dbg !814
  %10 = load double, ptr %4, align 8, !dbg !814
  %11 = load double, ptr %4, align 8, !dbg !814
  %12 = fmul double %10, %11, !dbg !814
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !814
  ret double %13, !dbg !814
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"(ptr noundef %0) #1 !dbg !819 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !821, !DIExpression(), !822)
  %4 = load ptr, ptr %2, align 8, !dbg !823
  call void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !823
  ret void, !dbg !823
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 !dbg !824 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !828, !DIExpression(), !829)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !830, !DIExpression(), !831)
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !829
  %7 = load ptr, ptr %3, align 8, !dbg !829
  call void @free(ptr noundef %7), !dbg !829
  ret void, !dbg !829
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" "thunk" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!269, !270, !271, !272, !273}
!llvm.ident = !{!274}

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
!274 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!275 = !DILocalVariable(name: "o", scope: !240, file: !2, line: 101, type: !156)
!276 = !DILocation(line: 101, scope: !240)
!277 = !DILocalVariable(name: "o2", scope: !240, file: !2, line: 102, type: !156)
!278 = !DILocation(line: 102, scope: !240)
!279 = !DILocation(line: 103, scope: !240)
!280 = !DILocalVariable(name: "px", scope: !240, file: !2, line: 105, type: !113)
!281 = !DILocation(line: 105, scope: !240)
!282 = !DILocalVariable(name: "py", scope: !240, file: !2, line: 105, type: !113)
!283 = !DILocalVariable(name: "pz", scope: !240, file: !2, line: 105, type: !113)
!284 = !DILocation(line: 106, scope: !240)
!285 = !DILocalVariable(name: "arr", scope: !240, file: !2, line: 107, type: !286)
!286 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !287)
!287 = !{!288}
!288 = !DISubrange(count: 3)
!289 = !DILocation(line: 107, scope: !240)
!290 = !DILocalVariable(name: "a0", scope: !240, file: !2, line: 108, type: !113)
!291 = !DILocation(line: 108, scope: !240)
!292 = !DILocalVariable(name: "a1", scope: !240, file: !2, line: 108, type: !113)
!293 = !DILocalVariable(name: "a2", scope: !240, file: !2, line: 108, type: !113)
!294 = !DILocation(line: 109, scope: !240)
!295 = !DILocation(line: 110, scope: !240)
!296 = !DILocalVariable(name: "v", scope: !240, file: !2, line: 112, type: !101)
!297 = !DILocation(line: 112, scope: !240)
!298 = !DILocalVariable(name: "w", scope: !240, file: !2, line: 113, type: !92)
!299 = !DILocation(line: 113, scope: !240)
!300 = !DILocation(line: 114, scope: !240)
!301 = !DILocation(line: 115, scope: !240)
!302 = !DILocation(line: 116, scope: !240)
!303 = !DILocation(line: 117, scope: !240)
!304 = !DILocation(line: 118, scope: !240)
!305 = !DILocalVariable(name: "d", scope: !240, file: !2, line: 120, type: !222)
!306 = !DILocation(line: 120, scope: !240)
!307 = !DILocalVariable(name: "acc", scope: !240, file: !2, line: 121, type: !113)
!308 = !DILocation(line: 121, scope: !240)
!309 = !DILocalVariable(name: "i", scope: !310, file: !2, line: 122, type: !113)
!310 = distinct !DILexicalBlock(scope: !240, file: !2, line: 122)
!311 = !DILocation(line: 122, scope: !310)
!312 = !DILocation(line: 122, scope: !313)
!313 = distinct !DILexicalBlock(scope: !310, file: !2, line: 122)
!314 = distinct !{!314, !311, !311, !315}
!315 = !{!"llvm.loop.mustprogress"}
!316 = !DILocation(line: 123, scope: !240)
!317 = !DILocalVariable(name: "c", scope: !240, file: !2, line: 125, type: !84)
!318 = !DILocation(line: 125, scope: !240)
!319 = !DILocation(line: 126, scope: !240)
!320 = !DILocalVariable(name: "legs_ptr", scope: !240, file: !2, line: 128, type: !321)
!321 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 32, flags: DIFlagSingleInheritance, extraData: !163)
!322 = !DILocation(line: 128, scope: !240)
!323 = !DILocalVariable(name: "snd", scope: !240, file: !2, line: 129, type: !324)
!324 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !174, size: 64, flags: DIFlagSingleInheritance, extraData: !163)
!325 = !DILocation(line: 129, scope: !240)
!326 = !DILocalVariable(name: "tw", scope: !240, file: !2, line: 130, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !180, size: 64, flags: DIFlagSingleInheritance, extraData: !163)
!328 = !DILocation(line: 130, scope: !240)
!329 = !DILocalVariable(name: "b", scope: !240, file: !2, line: 131, type: !160)
!330 = !DILocation(line: 131, scope: !240)
!331 = !DILocalVariable(name: "ar", scope: !240, file: !2, line: 132, type: !332)
!332 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!333 = !DILocation(line: 132, scope: !240)
!334 = !DILocation(line: 133, scope: !240)
!335 = !DILocalVariable(name: "base", scope: !240, file: !2, line: 135, type: !113)
!336 = !DILocation(line: 135, scope: !240)
!337 = !DILocalVariable(name: "counter", scope: !240, file: !2, line: 136, type: !338)
!338 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !240, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !339, identifier: ".?AV<lambda_0>@?0??main@@9@")
!339 = !{!340, !341}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !338, file: !2, line: 136, baseType: !113, size: 32)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !338, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!342 = !DILocation(line: 136, scope: !240)
!343 = !DILocation(line: 137, scope: !240)
!344 = !DILocalVariable(name: "byval", scope: !240, file: !2, line: 138, type: !345)
!345 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !240, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !346, identifier: ".?AV<lambda_1>@?0??main@@9@")
!346 = !{!347, !348}
!347 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !345, file: !2, line: 138, baseType: !113, size: 32)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !345, file: !2, line: 138, baseType: !286, size: 96, offset: 32)
!349 = !DILocation(line: 138, scope: !240)
!350 = !DILocation(line: 139, scope: !240)
!351 = !DILocalVariable(name: "accum", scope: !240, file: !2, line: 141, type: !120)
!352 = !DILocation(line: 141, scope: !240)
!353 = !DILocalVariable(name: "f", scope: !354, file: !2, line: 143, type: !126)
!354 = distinct !DILexicalBlock(scope: !240, file: !2, line: 142)
!355 = !DILocation(line: 143, scope: !354)
!356 = !DILocation(line: 144, scope: !354)
!357 = !DILocation(line: 145, scope: !354)
!358 = !DILocation(line: 146, scope: !354)
!359 = !DILocalVariable(name: "hyp", scope: !240, file: !2, line: 147, type: !243)
!360 = !DILocation(line: 147, scope: !240)
!361 = !DILocation(line: 148, scope: !240)
!362 = !DILocation(line: 149, scope: !240)
!363 = !DILocation(line: 150, scope: !240)
!364 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ", scope: !2, file: !2, line: 34, type: !365, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !367, retainedNodes: !152)
!365 = !DISubroutineType(types: !366)
!366 = !{!156}
!367 = !{!220, !368}
!368 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !152)
!369 = !DILocalVariable(name: "mem", scope: !364, file: !2, line: 35, type: !129)
!370 = !DILocation(line: 35, scope: !364)
!371 = !DILocation(line: 36, scope: !364)
!372 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z", scope: !2, file: !2, line: 17, type: !373, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !379, retainedNodes: !152)
!373 = !DISubroutineType(types: !374)
!374 = !{!375, !202}
!375 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !377, file: !2, line: 16, baseType: !156)
!377 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !378, templateParams: !379, identifier: ".?AU?$remove_ref@AEAV?$Owner@UBird@@@@@@")
!378 = !{!376}
!379 = !{!380}
!380 = !DITemplateTypeParameter(name: "T", type: !202)
!381 = !DILocalVariable(name: "t", arg: 1, scope: !372, file: !2, line: 17, type: !202)
!382 = !DILocation(line: 17, scope: !372)
!383 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z", scope: !156, file: !2, line: 25, type: !196, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !195, retainedNodes: !152)
!384 = !DILocalVariable(name: "o", arg: 2, scope: !383, file: !2, line: 25, type: !198)
!385 = !DILocation(line: 25, scope: !383)
!386 = !DILocalVariable(name: "this", arg: 1, scope: !383, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!388 = !DILocation(line: 0, scope: !383)
!389 = !DILocation(line: 25, scope: !390)
!390 = distinct !DILexicalBlock(scope: !383, file: !2, line: 25)
!391 = distinct !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !156, file: !2, line: 30, type: !213, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !212, retainedNodes: !152)
!392 = !DILocalVariable(name: "this", arg: 1, scope: !391, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!394 = !DILocation(line: 0, scope: !391)
!395 = !DILocation(line: 30, scope: !391)
!396 = distinct !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !156, file: !2, line: 31, type: !217, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !216, retainedNodes: !152)
!397 = !DILocalVariable(name: "this", arg: 1, scope: !396, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DILocation(line: 0, scope: !396)
!399 = !DILocation(line: 31, scope: !396)
!400 = distinct !DISubprogram(name: "make_point", linkageName: "?make_point@@YA?AUPoint3@@H@Z", scope: !2, file: !2, line: 98, type: !401, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!401 = !DISubroutineType(types: !402)
!402 = !{!403, !113}
!403 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !404, identifier: ".?AUPoint3@@")
!404 = !{!405, !406, !407}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !403, file: !2, line: 97, baseType: !113, size: 32)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !403, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !403, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!408 = !DILocalVariable(name: "s", arg: 1, scope: !400, file: !2, line: 98, type: !113)
!409 = !DILocation(line: 98, scope: !400)
!410 = distinct !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!411 = !DILocalVariable(name: "i", arg: 2, scope: !410, file: !2, line: 44, type: !113)
!412 = !DILocation(line: 44, scope: !410)
!413 = !DILocalVariable(name: "this", arg: 1, scope: !410, type: !414, flags: DIFlagArtificial | DIFlagObjectPointer)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!415 = !DILocation(line: 0, scope: !410)
!416 = distinct !DISubprogram(name: "fib", linkageName: "?fib@@YAHH@Z", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!417 = !DILocalVariable(name: "n", arg: 1, scope: !416, file: !2, line: 47, type: !113)
!418 = !DILocation(line: 47, scope: !416)
!419 = distinct !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!420 = !DILocalVariable(name: "o", arg: 2, scope: !419, file: !2, line: 43, type: !92)
!421 = !DILocation(line: 43, scope: !419)
!422 = !DILocalVariable(name: "this", arg: 1, scope: !419, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!424 = !DILocation(line: 0, scope: !419)
!425 = distinct !DISubprogram(name: "sum_all<double,float>", linkageName: "??$sum_all@NM@@YA?A?<auto>@@NM@Z", scope: !2, file: !2, line: 50, type: !426, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !428, retainedNodes: !152)
!426 = !DISubroutineType(types: !427)
!427 = !{!114, !114, !95}
!428 = !{!429}
!429 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !430)
!430 = !{!431, !432}
!431 = !DITemplateTypeParameter(type: !114)
!432 = !DITemplateTypeParameter(type: !95)
!433 = !DILocalVariable(name: "ts", arg: 2, scope: !425, file: !2, line: 50, type: !95)
!434 = !DILocation(line: 50, scope: !425)
!435 = !DILocalVariable(name: "ts", arg: 1, scope: !425, file: !2, line: 50, type: !114)
!436 = distinct !DISubprogram(name: "sum_all<int,int,int,int>", linkageName: "??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z", scope: !2, file: !2, line: 50, type: !437, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !439, retainedNodes: !152)
!437 = !DISubroutineType(types: !438)
!438 = !{!113, !113, !113, !113, !113}
!439 = !{!440}
!440 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !441)
!441 = !{!442, !442, !442, !442}
!442 = !DITemplateTypeParameter(type: !113)
!443 = !DILocalVariable(name: "ts", arg: 4, scope: !436, file: !2, line: 50, type: !113)
!444 = !DILocation(line: 50, scope: !436)
!445 = !DILocalVariable(name: "ts", arg: 3, scope: !436, file: !2, line: 50, type: !113)
!446 = !DILocalVariable(name: "ts", arg: 2, scope: !436, file: !2, line: 50, type: !113)
!447 = !DILocalVariable(name: "ts", arg: 1, scope: !436, file: !2, line: 50, type: !113)
!448 = distinct !DISubprogram(name: "print_all<int,char,long,short>", linkageName: "??$print_all@HDJF@@YAXHDJF@Z", scope: !2, file: !2, line: 51, type: !449, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !452, retainedNodes: !152)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !113, !5, !451, !115}
!451 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!452 = !{!453}
!453 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !454)
!454 = !{!442, !455, !456, !457}
!455 = !DITemplateTypeParameter(type: !5)
!456 = !DITemplateTypeParameter(type: !451)
!457 = !DITemplateTypeParameter(type: !115)
!458 = !DILocalVariable(name: "ts", arg: 4, scope: !448, file: !2, line: 51, type: !115)
!459 = !DILocation(line: 51, scope: !448)
!460 = !DILocalVariable(name: "ts", arg: 3, scope: !448, file: !2, line: 51, type: !451)
!461 = !DILocalVariable(name: "ts", arg: 2, scope: !448, file: !2, line: 51, type: !5)
!462 = !DILocalVariable(name: "ts", arg: 1, scope: !448, file: !2, line: 51, type: !113)
!463 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "??$describe@PEBD@@YAPEBDPEBD@Z", scope: !2, file: !2, line: 53, type: !464, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !466, retainedNodes: !152)
!464 = !DISubroutineType(types: !465)
!465 = !{!176, !176}
!466 = !{!467}
!467 = !DITemplateTypeParameter(name: "T", type: !176)
!468 = !DILocalVariable(name: "v", arg: 1, scope: !463, file: !2, line: 53, type: !176)
!469 = !DILocation(line: 53, scope: !463)
!470 = !DILocation(line: 56, scope: !471)
!471 = distinct !DILexicalBlock(scope: !472, file: !2, line: 55)
!472 = distinct !DILexicalBlock(scope: !463, file: !2, line: 54)
!473 = distinct !DISubprogram(name: "describe<double>", linkageName: "??$describe@N@@YAPEBDN@Z", scope: !2, file: !2, line: 53, type: !474, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !476, retainedNodes: !152)
!474 = !DISubroutineType(types: !475)
!475 = !{!176, !114}
!476 = !{!477}
!477 = !DITemplateTypeParameter(name: "T", type: !114)
!478 = !DILocalVariable(name: "v", arg: 1, scope: !473, file: !2, line: 53, type: !114)
!479 = !DILocation(line: 53, scope: !473)
!480 = !DILocation(line: 55, scope: !481)
!481 = distinct !DILexicalBlock(scope: !482, file: !2, line: 55)
!482 = distinct !DILexicalBlock(scope: !473, file: !2, line: 54)
!483 = distinct !DISubprogram(name: "describe<int>", linkageName: "??$describe@H@@YAPEBDH@Z", scope: !2, file: !2, line: 53, type: !484, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !486, retainedNodes: !152)
!484 = !DISubroutineType(types: !485)
!485 = !{!176, !113}
!486 = !{!487}
!487 = !DITemplateTypeParameter(name: "T", type: !113)
!488 = !DILocalVariable(name: "v", arg: 1, scope: !483, file: !2, line: 53, type: !113)
!489 = !DILocation(line: 53, scope: !483)
!490 = !DILocation(line: 54, scope: !491)
!491 = distinct !DILexicalBlock(scope: !483, file: !2, line: 54)
!492 = distinct !DISubprogram(name: "Doubler", linkageName: "??0Doubler@@QEAA@XZ", scope: !222, file: !2, line: 63, type: !493, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !495, retainedNodes: !152)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !237}
!495 = !DISubprogram(name: "Doubler", scope: !222, type: !493, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!496 = !DILocalVariable(name: "this", arg: 1, scope: !492, type: !221, flags: DIFlagArtificial | DIFlagObjectPointer)
!497 = !DILocation(line: 0, scope: !492)
!498 = !DILocation(line: 63, scope: !492)
!499 = distinct !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !225, file: !2, line: 61, type: !229, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !228, retainedNodes: !152)
!500 = !DILocalVariable(name: "x", arg: 2, scope: !499, file: !2, line: 61, type: !113)
!501 = !DILocation(line: 61, scope: !499)
!502 = !DILocalVariable(name: "this", arg: 1, scope: !499, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!504 = !DILocation(line: 0, scope: !499)
!505 = distinct !DISubprogram(name: "operator|", linkageName: "??U@YA?AW4Color@@W40@0@Z", scope: !2, file: !2, line: 66, type: !506, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!506 = !DISubroutineType(types: !507)
!507 = !{!84, !84, !84}
!508 = !DILocalVariable(name: "b", arg: 2, scope: !505, file: !2, line: 66, type: !84)
!509 = !DILocation(line: 66, scope: !505)
!510 = !DILocalVariable(name: "a", arg: 1, scope: !505, file: !2, line: 66, type: !84)
!511 = distinct !DISubprogram(linkageName: "??_9Animal@@$B7AA", scope: !2, file: !2, line: 71, type: !512, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !82)
!512 = !DISubroutineType(types: !152)
!513 = !DILocation(line: 71, scope: !511)
!514 = distinct !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !163, file: !2, line: 72, type: !180, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !179, retainedNodes: !152)
!515 = !DILocalVariable(name: "this", arg: 1, scope: !514, type: !516, flags: DIFlagArtificial | DIFlagObjectPointer)
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!517 = !DILocation(line: 0, scope: !514)
!518 = !DILocation(line: 72, scope: !514)
!519 = distinct !DISubprogram(name: "Bird", linkageName: "??0Bird@@QEAA@XZ", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !182, retainedNodes: !152)
!520 = !DILocalVariable(name: "this", arg: 1, scope: !519, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!521 = !DILocation(line: 0, scope: !519)
!522 = !DILocation(line: 74, scope: !519)
!523 = !DILocation(line: 74, scope: !524)
!524 = distinct !DILexicalBlock(scope: !519, file: !2, line: 74)
!525 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ", scope: !338, file: !2, line: 136, type: !526, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !529, retainedNodes: !152)
!526 = !DISubroutineType(types: !527)
!527 = !{!113, !528}
!528 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DISubprogram(name: "operator()", scope: !338, file: !2, line: 136, type: !526, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!530 = !DILocalVariable(name: "this", arg: 1, scope: !525, type: !531, flags: DIFlagArtificial | DIFlagObjectPointer)
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!532 = !DILocation(line: 0, scope: !525)
!533 = !DILocation(line: 136, scope: !525)
!534 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ", scope: !345, file: !2, line: 138, type: !535, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !539, retainedNodes: !152)
!535 = !DISubroutineType(types: !536)
!536 = !{!113, !537}
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !538, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!538 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !345)
!539 = !DISubprogram(name: "operator()", scope: !345, file: !2, line: 138, type: !535, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!540 = !DILocalVariable(name: "this", arg: 1, scope: !534, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !538, size: 64)
!542 = !DILocation(line: 0, scope: !534)
!543 = !DILocation(line: 138, scope: !534)
!544 = distinct !DISubprogram(name: "Accum", linkageName: "??0Accum@@QEAA@XZ", scope: !120, file: !2, line: 92, type: !545, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !547, retainedNodes: !152)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !151}
!547 = !DISubprogram(name: "Accum", scope: !120, type: !545, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!548 = !DILocalVariable(name: "this", arg: 1, scope: !544, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!549 = !DILocation(line: 0, scope: !544)
!550 = !DILocation(line: 92, scope: !544)
!551 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!552 = !DILocation(line: 0, scope: !119)
!553 = !DILocation(line: 94, scope: !119)
!554 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!555 = !DILocalVariable(name: "a", arg: 2, scope: !554, file: !2, line: 89, type: !113)
!556 = !DILocation(line: 89, scope: !554)
!557 = !DILocalVariable(name: "this", arg: 1, scope: !554, type: !558, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!559 = !DILocation(line: 0, scope: !554)
!560 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6AHH@Z@@QEAA@XZ", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!561 = !DILocalVariable(name: "this", arg: 1, scope: !560, type: !562, flags: DIFlagArtificial | DIFlagObjectPointer)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!563 = !DILocation(line: 0, scope: !560)
!564 = !DILocation(line: 88, scope: !565)
!565 = distinct !DILexicalBlock(scope: !560, file: !2, line: 88)
!566 = !DILocation(line: 88, scope: !567)
!567 = distinct !DILexicalBlock(scope: !565, file: !2, line: 88)
!568 = !DILocation(line: 88, scope: !560)
!569 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", linkageName: "??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z", scope: !243, file: !2, line: 83, type: !570, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !573, declaration: !572, retainedNodes: !152)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !254, !239}
!572 = !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", scope: !243, file: !2, line: 83, type: !570, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !573)
!573 = !{!574}
!574 = !DITemplateTypeParameter(name: "F", type: !239)
!575 = !DILocalVariable(name: "f", arg: 2, scope: !569, file: !2, line: 83, type: !239)
!576 = !DILocation(line: 83, scope: !569)
!577 = !DILocalVariable(name: "this", arg: 1, scope: !569, type: !578, flags: DIFlagArtificial | DIFlagObjectPointer)
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!579 = !DILocation(line: 0, scope: !569)
!580 = !DILocation(line: 84, scope: !581)
!581 = distinct !DILexicalBlock(scope: !569, file: !2, line: 83)
!582 = !DILocation(line: 85, scope: !581)
!583 = !DILocation(line: 86, scope: !581)
!584 = !DILocation(line: 87, scope: !569)
!585 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !255, retainedNodes: !152)
!586 = !DILocalVariable(name: "a", arg: 3, scope: !585, file: !2, line: 89, type: !114)
!587 = !DILocation(line: 89, scope: !585)
!588 = !DILocalVariable(name: "a", arg: 2, scope: !585, file: !2, line: 89, type: !114)
!589 = !DILocalVariable(name: "this", arg: 1, scope: !585, type: !590, flags: DIFlagArtificial | DIFlagObjectPointer)
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!591 = !DILocation(line: 0, scope: !585)
!592 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6ANNN@Z@@QEAA@XZ", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !251, retainedNodes: !152)
!593 = !DILocalVariable(name: "this", arg: 1, scope: !592, type: !578, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DILocation(line: 0, scope: !592)
!595 = !DILocation(line: 88, scope: !596)
!596 = distinct !DILexicalBlock(scope: !592, file: !2, line: 88)
!597 = !DILocation(line: 88, scope: !598)
!598 = distinct !DILexicalBlock(scope: !596, file: !2, line: 88)
!599 = !DILocation(line: 88, scope: !592)
!600 = distinct !DISubprogram(name: "~Bird", linkageName: "??1Bird@@UEAA@XZ", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !601, retainedNodes: !152)
!601 = !DISubprogram(name: "~Bird", scope: !160, type: !183, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!602 = !DILocalVariable(name: "this", arg: 1, scope: !600, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!603 = !DILocation(line: 0, scope: !600)
!604 = !DILocation(line: 74, scope: !605)
!605 = distinct !DILexicalBlock(scope: !600, file: !2, line: 74)
!606 = !DILocation(line: 74, scope: !600)
!607 = distinct !DISubprogram(name: "~Owner", linkageName: "??1?$Owner@UBird@@@@QEAA@XZ", scope: !156, file: !2, line: 28, type: !209, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !208, retainedNodes: !152)
!608 = !DILocalVariable(name: "this", arg: 1, scope: !607, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!609 = !DILocation(line: 0, scope: !607)
!610 = !DILocation(line: 28, scope: !611)
!611 = distinct !DILexicalBlock(scope: !607, file: !2, line: 28)
!612 = !DILocation(line: 28, scope: !607)
!613 = distinct !DISubprogram(name: "Counter", linkageName: "??0?$Counter@UDoubler@@@@QEAA@XZ", scope: !225, file: !2, line: 59, type: !614, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !616, retainedNodes: !152)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !231}
!616 = !DISubprogram(name: "Counter", scope: !225, type: !614, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!617 = !DILocalVariable(name: "this", arg: 1, scope: !613, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DILocation(line: 0, scope: !613)
!619 = !DILocation(line: 59, scope: !613)
!620 = distinct !DISubprogram(name: "Animal", linkageName: "??0Animal@@QEAA@XZ", scope: !163, file: !2, line: 68, type: !170, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !621, retainedNodes: !152)
!621 = !DISubprogram(name: "Animal", scope: !163, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!622 = !DILocalVariable(name: "this", arg: 1, scope: !620, type: !623, flags: DIFlagArtificial | DIFlagObjectPointer)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!624 = !DILocation(line: 0, scope: !620)
!625 = !DILocation(line: 68, scope: !620)
!626 = distinct !DISubprogram(name: "~Bird", linkageName: "??_GBird@@UEAAPEAXI@Z", scope: !160, file: !2, line: 74, type: !183, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !601, retainedNodes: !152)
!627 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !626, type: !113, flags: DIFlagArtificial)
!628 = !DILocation(line: 0, scope: !626)
!629 = !DILocalVariable(name: "this", arg: 1, scope: !626, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DILocation(line: 74, scope: !626)
!631 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !160, file: !2, line: 74, type: !187, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !186, retainedNodes: !152)
!632 = !DILocalVariable(name: "this", arg: 1, scope: !631, type: !633, flags: DIFlagArtificial | DIFlagObjectPointer)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!634 = !DILocation(line: 0, scope: !631)
!635 = !DILocation(line: 74, scope: !631)
!636 = distinct !DISubprogram(name: "~Animal", linkageName: "??_GAnimal@@UEAAPEAXI@Z", scope: !163, file: !2, line: 70, type: !170, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !169, retainedNodes: !152)
!637 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !636, type: !113, flags: DIFlagArtificial)
!638 = !DILocation(line: 0, scope: !636)
!639 = !DILocalVariable(name: "this", arg: 1, scope: !636, type: !623, flags: DIFlagArtificial | DIFlagObjectPointer)
!640 = !DILocation(line: 70, scope: !636)
!641 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !163, file: !2, line: 71, type: !174, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !173, retainedNodes: !152)
!642 = !DILocalVariable(name: "this", arg: 1, scope: !641, type: !516, flags: DIFlagArtificial | DIFlagObjectPointer)
!643 = !DILocation(line: 0, scope: !641)
!644 = !DILocation(line: 71, scope: !641)
!645 = distinct !DISubprogram(name: "~Animal", linkageName: "??1Animal@@UEAA@XZ", scope: !163, file: !2, line: 70, type: !170, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !169, retainedNodes: !152)
!646 = !DILocalVariable(name: "this", arg: 1, scope: !645, type: !623, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DILocation(line: 0, scope: !645)
!648 = !DILocation(line: 70, scope: !645)
!649 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", linkageName: "??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z", scope: !126, file: !2, line: 83, type: !650, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !653, declaration: !652, retainedNodes: !152)
!650 = !DISubroutineType(types: !651)
!651 = !{null, !141, !118}
!652 = !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", scope: !126, file: !2, line: 83, type: !650, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !653)
!653 = !{!654}
!654 = !DITemplateTypeParameter(name: "F", type: !118)
!655 = !DILocalVariable(name: "f", arg: 2, scope: !649, file: !2, line: 83, type: !118)
!656 = !DILocation(line: 83, scope: !649)
!657 = !DILocalVariable(name: "this", arg: 1, scope: !649, type: !562, flags: DIFlagArtificial | DIFlagObjectPointer)
!658 = !DILocation(line: 0, scope: !649)
!659 = !DILocation(line: 84, scope: !660)
!660 = distinct !DILexicalBlock(scope: !649, file: !2, line: 83)
!661 = !DILocation(line: 85, scope: !660)
!662 = !DILocation(line: 86, scope: !660)
!663 = !DILocation(line: 87, scope: !649)
!664 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:94:39' &>", linkageName: "??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z", scope: !2, file: !2, line: 17, type: !665, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !671, retainedNodes: !152)
!665 = !DISubroutineType(types: !666)
!666 = !{!667, !673}
!667 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !668, size: 64)
!668 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !669, file: !2, line: 16, baseType: !118)
!669 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:94:39' &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !670, templateParams: !671, identifier: ".?AU?$remove_ref@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@")
!670 = !{!668}
!671 = !{!672}
!672 = !DITemplateTypeParameter(name: "T", type: !673)
!673 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 64)
!674 = !DILocalVariable(name: "t", arg: 1, scope: !664, file: !2, line: 17, type: !673)
!675 = !DILocation(line: 17, scope: !664)
!676 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ", scope: !677, file: !2, line: 85, type: !684, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !686, retainedNodes: !152)
!677 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !649, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !678, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@")
!678 = !{!679}
!679 = !DISubprogram(name: "operator()", scope: !677, file: !2, line: 85, type: !680, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!680 = !DISubroutineType(types: !681)
!681 = !{!113, !682, !129, !113}
!682 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !683, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!683 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !677)
!684 = !DISubroutineType(types: !685)
!685 = !{!131, !682}
!686 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !677, type: !684, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!687 = !DILocalVariable(name: "this", arg: 1, scope: !676, type: !688, flags: DIFlagArtificial | DIFlagObjectPointer)
!688 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !683, size: 64)
!689 = !DILocation(line: 0, scope: !676)
!690 = !DILocation(line: 85, scope: !676)
!691 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ", scope: !692, file: !2, line: 86, type: !693, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !697, retainedNodes: !152)
!692 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !649, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@")
!693 = !DISubroutineType(types: !694)
!694 = !{!135, !695}
!695 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !696, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!696 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !692)
!697 = !DISubprogram(name: "operator void (*)(void *)", scope: !692, type: !693, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!698 = !DILocalVariable(name: "this", arg: 1, scope: !691, type: !699, flags: DIFlagArtificial | DIFlagObjectPointer)
!699 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !696, size: 64)
!700 = !DILocation(line: 0, scope: !691)
!701 = !DILocation(line: 86, scope: !691)
!702 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z", scope: !677, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !703, retainedNodes: !152)
!703 = !DISubprogram(name: "__invoke", scope: !677, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!704 = !DILocalVariable(name: "a", arg: 2, scope: !702, type: !113)
!705 = !DILocation(line: 0, scope: !702)
!706 = !DILocalVariable(name: "o", arg: 1, scope: !702, type: !129)
!707 = !DILocation(line: 85, scope: !702)
!708 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z", scope: !677, file: !2, line: 85, type: !680, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !679, retainedNodes: !152)
!709 = !DILocalVariable(name: "a", arg: 3, scope: !708, file: !2, line: 85, type: !113)
!710 = !DILocation(line: 85, scope: !708)
!711 = !DILocalVariable(name: "o", arg: 2, scope: !708, file: !2, line: 85, type: !129)
!712 = !DILocalVariable(name: "this", arg: 1, scope: !708, type: !688, flags: DIFlagArtificial | DIFlagObjectPointer)
!713 = !DILocation(line: 0, scope: !708)
!714 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z", scope: !118, file: !2, line: 94, type: !715, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !719, retainedNodes: !152)
!715 = !DISubroutineType(types: !716)
!716 = !{!113, !717, !113}
!717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!718 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!719 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !715, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!720 = !DILocalVariable(name: "v", arg: 2, scope: !714, file: !2, line: 94, type: !113)
!721 = !DILocation(line: 94, scope: !714)
!722 = !DILocalVariable(name: "this", arg: 1, scope: !714, type: !723, flags: DIFlagArtificial | DIFlagObjectPointer)
!723 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64)
!724 = !DILocation(line: 0, scope: !714)
!725 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z", scope: !692, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !726, retainedNodes: !152)
!726 = !DISubprogram(name: "__invoke", scope: !692, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!727 = !DILocalVariable(name: "o", arg: 1, scope: !725, type: !129)
!728 = !DILocation(line: 0, scope: !725)
!729 = !DILocation(line: 86, scope: !725)
!730 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z", scope: !692, file: !2, line: 86, type: !731, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !733, retainedNodes: !152)
!731 = !DISubroutineType(types: !732)
!732 = !{null, !695, !129}
!733 = !DISubprogram(name: "operator()", scope: !692, file: !2, line: 86, type: !731, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!734 = !DILocalVariable(name: "o", arg: 2, scope: !730, file: !2, line: 86, type: !129)
!735 = !DILocation(line: 86, scope: !730)
!736 = !DILocalVariable(name: "this", arg: 1, scope: !730, type: !699, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DILocation(line: 0, scope: !730)
!738 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z", scope: !156, file: !2, line: 24, type: !192, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !191, retainedNodes: !152)
!739 = !DILocalVariable(name: "p", arg: 2, scope: !738, file: !2, line: 24, type: !159)
!740 = !DILocation(line: 24, scope: !738)
!741 = !DILocalVariable(name: "this", arg: 1, scope: !738, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocation(line: 0, scope: !738)
!743 = distinct !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !156, file: !2, line: 29, type: !209, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !211, retainedNodes: !152)
!744 = !DILocalVariable(name: "this", arg: 1, scope: !743, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DILocation(line: 0, scope: !743)
!746 = !DILocation(line: 29, scope: !743)
!747 = !DILocation(line: 29, scope: !748)
!748 = distinct !DILexicalBlock(scope: !749, file: !2, line: 29)
!749 = distinct !DILexicalBlock(scope: !743, file: !2, line: 29)
!750 = distinct !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !222, file: !2, line: 63, type: !235, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !234, retainedNodes: !152)
!751 = !DILocalVariable(name: "x", arg: 2, scope: !750, file: !2, line: 63, type: !113)
!752 = !DILocation(line: 63, scope: !750)
!753 = !DILocalVariable(name: "this", arg: 1, scope: !750, type: !221, flags: DIFlagArtificial | DIFlagObjectPointer)
!754 = !DILocation(line: 0, scope: !750)
!755 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:147:42' &>", linkageName: "??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z", scope: !2, file: !2, line: 17, type: !756, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !762, retainedNodes: !152)
!756 = !DISubroutineType(types: !757)
!757 = !{!758, !764}
!758 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !759, size: 64)
!759 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !760, file: !2, line: 16, baseType: !239)
!760 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:147:42' &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !761, templateParams: !762, identifier: ".?AU?$remove_ref@AEAV<lambda_2>@?0??main@@9@@@")
!761 = !{!759}
!762 = !{!763}
!763 = !DITemplateTypeParameter(name: "T", type: !764)
!764 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !239, size: 64)
!765 = !DILocalVariable(name: "t", arg: 1, scope: !755, file: !2, line: 17, type: !764)
!766 = !DILocation(line: 17, scope: !755)
!767 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ", scope: !768, file: !2, line: 85, type: !775, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !777, retainedNodes: !152)
!768 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !569, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !769, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@")
!769 = !{!770}
!770 = !DISubprogram(name: "operator()", scope: !768, file: !2, line: 85, type: !771, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!771 = !DISubroutineType(types: !772)
!772 = !{!114, !773, !129, !114, !114}
!773 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !774, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!774 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !768)
!775 = !DISubroutineType(types: !776)
!776 = !{!247, !773}
!777 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !768, type: !775, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!778 = !DILocalVariable(name: "this", arg: 1, scope: !767, type: !779, flags: DIFlagArtificial | DIFlagObjectPointer)
!779 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !774, size: 64)
!780 = !DILocation(line: 0, scope: !767)
!781 = !DILocation(line: 85, scope: !767)
!782 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ", scope: !783, file: !2, line: 86, type: !784, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !788, retainedNodes: !152)
!783 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !569, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@")
!784 = !DISubroutineType(types: !785)
!785 = !{!135, !786}
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !787, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!787 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !783)
!788 = !DISubprogram(name: "operator void (*)(void *)", scope: !783, type: !784, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !782, type: !790, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !787, size: 64)
!791 = !DILocation(line: 0, scope: !782)
!792 = !DILocation(line: 86, scope: !782)
!793 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z", scope: !768, file: !2, line: 85, type: !248, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !794, retainedNodes: !152)
!794 = !DISubprogram(name: "__invoke", scope: !768, type: !248, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!795 = !DILocalVariable(name: "a", arg: 3, scope: !793, type: !114)
!796 = !DILocation(line: 0, scope: !793)
!797 = !DILocalVariable(name: "a", arg: 2, scope: !793, type: !114)
!798 = !DILocalVariable(name: "o", arg: 1, scope: !793, type: !129)
!799 = !DILocation(line: 85, scope: !793)
!800 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z", scope: !768, file: !2, line: 85, type: !771, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !770, retainedNodes: !152)
!801 = !DILocalVariable(name: "a", arg: 4, scope: !800, file: !2, line: 85, type: !114)
!802 = !DILocation(line: 85, scope: !800)
!803 = !DILocalVariable(name: "a", arg: 3, scope: !800, file: !2, line: 85, type: !114)
!804 = !DILocalVariable(name: "o", arg: 2, scope: !800, file: !2, line: 85, type: !129)
!805 = !DILocalVariable(name: "this", arg: 1, scope: !800, type: !779, flags: DIFlagArtificial | DIFlagObjectPointer)
!806 = !DILocation(line: 0, scope: !800)
!807 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z", scope: !239, file: !2, line: 147, type: !808, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !812, retainedNodes: !152)
!808 = !DISubroutineType(types: !809)
!809 = !{!114, !810, !114, !114}
!810 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !811, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!811 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!812 = !DISubprogram(name: "operator()", scope: !239, file: !2, line: 147, type: !808, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!813 = !DILocalVariable(name: "y", arg: 3, scope: !807, file: !2, line: 147, type: !114)
!814 = !DILocation(line: 147, scope: !807)
!815 = !DILocalVariable(name: "x", arg: 2, scope: !807, file: !2, line: 147, type: !114)
!816 = !DILocalVariable(name: "this", arg: 1, scope: !807, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !811, size: 64)
!818 = !DILocation(line: 0, scope: !807)
!819 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z", scope: !783, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !820, retainedNodes: !152)
!820 = !DISubprogram(name: "__invoke", scope: !783, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!821 = !DILocalVariable(name: "o", arg: 1, scope: !819, type: !129)
!822 = !DILocation(line: 0, scope: !819)
!823 = !DILocation(line: 86, scope: !819)
!824 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z", scope: !783, file: !2, line: 86, type: !825, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !827, retainedNodes: !152)
!825 = !DISubroutineType(types: !826)
!826 = !{null, !786, !129}
!827 = !DISubprogram(name: "operator()", scope: !783, file: !2, line: 86, type: !825, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!828 = !DILocalVariable(name: "o", arg: 2, scope: !824, file: !2, line: 86, type: !129)
!829 = !DILocation(line: 86, scope: !824)
!830 = !DILocalVariable(name: "this", arg: 1, scope: !824, type: !790, flags: DIFlagArtificial | DIFlagObjectPointer)
!831 = !DILocation(line: 0, scope: !824)
