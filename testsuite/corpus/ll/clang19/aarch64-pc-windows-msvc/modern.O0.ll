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
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 4
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 4
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 4
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 4
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 8
@"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"non-positive int\00", comdat, align 8
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 4

@"??_7Bird@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
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
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind inreg writable sret(%class.Owner) align 8 %2)
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %28 unwind label %190

28:                                               ; preds = %0
  %29 = call noundef ptr @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %27) #9
  %30 = invoke noundef ptr @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %31 unwind label %188

31:                                               ; preds = %28
  %32 = load ptr, ptr %30, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 1
  %34 = load ptr, ptr %33, align 8
  %35 = invoke noundef ptr %34(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %36 unwind label %188

36:                                               ; preds = %31
  %37 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %38 unwind label %188

38:                                               ; preds = %36
  %39 = zext i1 %37 to i32
  %40 = invoke noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %41 unwind label %188

41:                                               ; preds = %38
  %42 = zext i1 %40 to i32
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 noundef %42, i32 noundef %39, ptr noundef %35)
          to label %44 unwind label %188

44:                                               ; preds = %41
  %45 = invoke [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef 7)
          to label %46 unwind label %188

46:                                               ; preds = %44
  store [2 x i64] %45, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 8 %5, i64 12, i1 false)
  %47 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 2
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 0
  %52 = load i32, ptr %51, align 4
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %52, i32 noundef %50, i32 noundef %48)
          to label %54 unwind label %188

54:                                               ; preds = %46
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.arr, i64 12, i1 false)
  store ptr %6, ptr %7, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = getelementptr inbounds [3 x i32], ptr %55, i64 0, i64 1
  store i32 50, ptr %56, align 4
  %57 = load ptr, ptr %7, align 8
  %58 = getelementptr inbounds [3 x i32], ptr %57, i64 0, i64 2
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 1
  %61 = load i32, ptr %60, align 4
  %62 = load ptr, ptr %7, align 8
  %63 = getelementptr inbounds [3 x i32], ptr %62, i64 0, i64 0
  %64 = load i32, ptr %63, align 4
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %64, i32 noundef %61, i32 noundef %59)
          to label %66 unwind label %188

66:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.v, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.w, i64 8, i1 false)
  %67 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QEAAAEAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %68 unwind label %188

68:                                               ; preds = %66
  %69 = load float, ptr %67, align 4
  %70 = fadd float %69, 1.000000e+00
  store float %70, ptr %67, align 4
  %71 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %72 unwind label %188

72:                                               ; preds = %68
  %73 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0
  store float 2.500000e+00, ptr %73, align 4
  %74 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1
  store float 4.000000e+00, ptr %74, align 4
  %75 = load [2 x float], ptr %10, align 4
  %76 = invoke noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %8, [2 x float] %75)
          to label %77 unwind label %188

77:                                               ; preds = %72
  %78 = zext i1 %76 to i32
  %79 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1
  %80 = load float, ptr %79, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", double noundef %84, double noundef %81, i32 noundef %78, i32 noundef %71)
          to label %86 unwind label %188

86:                                               ; preds = %77
  %87 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %88 unwind label %188

88:                                               ; preds = %86
  %89 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %90 unwind label %188

90:                                               ; preds = %88
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 noundef %89, double noundef %87)
          to label %92 unwind label %188

92:                                               ; preds = %90
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %93 unwind label %188

93:                                               ; preds = %92
  %94 = invoke noundef ptr @"??$describe@PEBD@@YAPEBDPEBD@Z"(ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %95 unwind label %188

95:                                               ; preds = %93
  %96 = invoke noundef ptr @"??$describe@N@@YAPEBDN@Z"(double noundef 2.000000e+00)
          to label %97 unwind label %188

97:                                               ; preds = %95
  %98 = invoke noundef ptr @"??$describe@H@@YAPEBDH@Z"(i32 noundef 3)
          to label %99 unwind label %188

99:                                               ; preds = %97
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", ptr noundef %98, ptr noundef %96, ptr noundef %94)
          to label %101 unwind label %188

101:                                              ; preds = %99
  %102 = call noundef ptr @"??0Doubler@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %103

103:                                              ; preds = %112, %101
  %104 = load i32, ptr %13, align 4
  %105 = icmp slt i32 %104, 4
  br i1 %105, label %106, label %115

106:                                              ; preds = %103
  %107 = load i32, ptr %13, align 4
  %108 = invoke noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %107)
          to label %109 unwind label %188

109:                                              ; preds = %106
  %110 = load i32, ptr %12, align 4
  %111 = add nsw i32 %110, %108
  store i32 %111, ptr %12, align 4
  br label %112

112:                                              ; preds = %109
  %113 = load i32, ptr %13, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %13, align 4
  br label %103, !llvm.loop !4

115:                                              ; preds = %103
  %116 = getelementptr inbounds %struct.Counter, ptr %11, i32 0, i32 0
  %117 = load i32, ptr %116, align 4
  %118 = load i32, ptr %12, align 4
  %119 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 noundef %118, i32 noundef %117)
          to label %120 unwind label %188

120:                                              ; preds = %115
  %121 = invoke noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef 1, i8 noundef 4)
          to label %122 unwind label %188

122:                                              ; preds = %120
  store i8 %121, ptr %14, align 1
  %123 = load i8, ptr %14, align 1
  %124 = zext i8 %123 to i32
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 noundef %124)
          to label %126 unwind label %188

126:                                              ; preds = %122
  store i32 8, ptr %15, align 8
  store ptr @"??_9Animal@@$B7AA", ptr %16, align 8
  store ptr @"?twice_legs@Animal@@QEBAHXZ", ptr %17, align 8
  %127 = invoke noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %128 unwind label %188

128:                                              ; preds = %126
  store ptr %18, ptr %19, align 8
  %129 = load ptr, ptr %17, align 8
  %130 = invoke noundef i32 %129(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %131 unwind label %186

131:                                              ; preds = %128
  %132 = load ptr, ptr %19, align 8
  %133 = load ptr, ptr %16, align 8
  %134 = invoke noundef ptr %133(ptr noundef nonnull align 8 dereferenceable(16) %132)
          to label %135 unwind label %186

135:                                              ; preds = %131
  %136 = load ptr, ptr %19, align 8
  %137 = load i32, ptr %15, align 8
  %138 = getelementptr inbounds i8, ptr %136, i32 %137
  %139 = load i32, ptr %138, align 4
  %140 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %139, ptr noundef %134, i32 noundef %130)
          to label %141 unwind label %186

141:                                              ; preds = %135
  store i32 10, ptr %20, align 4
  %142 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0
  store i32 0, ptr %142, align 4
  %143 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 1
  %144 = load i32, ptr %20, align 4
  store i32 %144, ptr %143, align 4
  %145 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %21)
          to label %146 unwind label %186

146:                                              ; preds = %141
  %147 = getelementptr inbounds %class.anon.0, ptr %22, i32 0, i32 0
  %148 = load i32, ptr %20, align 4
  store i32 %148, ptr %147, align 4
  %149 = getelementptr inbounds %class.anon.0, ptr %22, i32 0, i32 1
  %150 = getelementptr inbounds [3 x i32], ptr %149, i64 0, i64 0
  br label %151

151:                                              ; preds = %151, %146
  %152 = phi i64 [ 0, %146 ], [ %156, %151 ]
  %153 = getelementptr inbounds i32, ptr %150, i64 %152
  %154 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 %152
  %155 = load i32, ptr %154, align 4
  store i32 %155, ptr %153, align 4
  %156 = add nuw i64 %152, 1
  %157 = icmp eq i64 %156, 3
  br i1 %157, label %158, label %151

158:                                              ; preds = %151
  %159 = invoke noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %22)
          to label %160 unwind label %186

160:                                              ; preds = %158
  %161 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %21)
          to label %162 unwind label %186

162:                                              ; preds = %160
  %163 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 noundef %161, i32 noundef %159)
          to label %164 unwind label %186

164:                                              ; preds = %162
  %165 = call noundef ptr @"??0Accum@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %23) #9
  invoke void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %23, ptr dead_on_unwind inreg writable sret(%class.Function) align 8 %24)
          to label %166 unwind label %186

166:                                              ; preds = %164
  %167 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 5)
          to label %168 unwind label %182

168:                                              ; preds = %166
  %169 = invoke noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %24, i32 noundef 6)
          to label %170 unwind label %182

170:                                              ; preds = %168
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %24) #9
  %171 = getelementptr inbounds %class.anon.2, ptr %26, i32 0, i32 0
  %172 = load i8, ptr %171, align 1
  %173 = invoke noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %25, i8 %172)
          to label %174 unwind label %186

174:                                              ; preds = %170
  %175 = invoke noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %25, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %176 unwind label %184

176:                                              ; preds = %174
  %177 = getelementptr inbounds %struct.Accum, ptr %23, i32 0, i32 0
  %178 = load i32, ptr %177, align 4
  %179 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %178, double noundef %175)
          to label %180 unwind label %184

180:                                              ; preds = %176
  store i32 0, ptr %1, align 4
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %25) #9
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %18) #9
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #9
  %181 = load i32, ptr %1, align 4
  ret i32 %181

182:                                              ; preds = %168, %166
  %183 = cleanuppad within none []
  call void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %24) #9 [ "funclet"(token %183) ]
  cleanupret from %183 unwind label %186

184:                                              ; preds = %176, %174
  %185 = cleanuppad within none []
  call void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %25) #9 [ "funclet"(token %185) ]
  cleanupret from %185 unwind label %186

186:                                              ; preds = %184, %170, %182, %164, %162, %160, %158, %141, %135, %131, %128
  %187 = cleanuppad within none []
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %18) #9 [ "funclet"(token %187) ]
  cleanupret from %187 unwind label %188

188:                                              ; preds = %186, %126, %122, %120, %115, %106, %99, %97, %95, %93, %92, %90, %88, %86, %77, %72, %68, %66, %54, %46, %44, %41, %38, %36, %31, %28
  %189 = cleanuppad within none []
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9 [ "funclet"(token %189) ]
  cleanupret from %189 unwind label %190

190:                                              ; preds = %188, %0
  %191 = cleanuppad within none []
  call void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #9 [ "funclet"(token %191) ]
  cleanupret from %191 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind inreg noalias writable sret(%class.Owner) align 8 %0) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = call ptr @malloc(i64 noundef 16) #10
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %7 = call noundef ptr @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV?$Owner@UBird@@@@@@YA$$QEAV?$Owner@UBird@@@@AEAV0@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Owner@UBird@@@@QEAA@$$QEAV0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0
  store ptr null, ptr %11, align 8
  ret ptr %5
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @"??B?$Owner@UBird@@@@QEBA_NXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal [2 x i64] @"?make_point@@YA?AUPoint3@@H@Z"(i32 noundef %0) #2 {
  %2 = alloca %struct.Point3, align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Point3, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %3, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Point3, ptr %2, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.Point3, ptr %2, i32 0, i32 2
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %13 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QEAAAEAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  br label %12

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ]
  ret ptr %13
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @"??8Vec2@@QEBA_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, [2 x float] %1) #2 comdat {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 8
  store [2 x float] %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fcmp oeq float %7, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fcmp oeq float %13, %15
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ]
  ret i1 %18
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef %0, float noundef %1) #2 comdat {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %1, ptr %3, align 4
  store double %0, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load float, ptr %3, align 4
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
  store i32 %3, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %0, ptr %8, align 4
  %9 = load i32, ptr %8, align 4
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
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
  store i16 %3, ptr %5, align 2
  store i32 %2, ptr %6, align 4
  store i8 %1, ptr %7, align 1
  store i32 %0, ptr %8, align 4
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %9)
  %11 = load i8, ptr %7, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %12)
  %14 = load i32, ptr %6, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %14)
  %16 = load i16, ptr %5, align 2
  %17 = sext i16 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@PEBD@@YAPEBDPEBD@Z"(ptr noundef %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret ptr @"??_C@_05BGEKGIIP@other?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@N@@YAPEBDN@Z"(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$describe@H@@YAPEBDH@Z"(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @"??_C@_0N@GBBELCCM@positive?5int?$AA@", ptr @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@"
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Doubler@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0?$Counter@UDoubler@@@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?run@?$Counter@UDoubler@@@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = call noundef i32 @"?step@Doubler@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef %0, i8 noundef %1) #2 comdat {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %1, ptr %3, align 1
  store i8 %0, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %3, align 1
  %8 = zext i8 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(ptr noundef %0, ...) #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds ptr, ptr %4, i64 1
  %6 = load ptr, ptr %5, align 8
  musttail call void (ptr, ...) %6(ptr noundef %3, ...)
  ret void

7:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?twice_legs@Animal@@QEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Bird@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Animal@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  store ptr @"??_7Bird@@6B@", ptr %3, align 8
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEAA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Accum@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr dead_on_unwind inreg noalias writable sret(%class.Function) align 8 %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.3, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = ptrtoint ptr %9 to i64
  %11 = call noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %1, i64 %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R?$Function@$$A6AHH@Z@@QEBAHH@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %3, align 4
  %9 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = call noundef i32 %7(ptr noundef %10, i32 noundef %8)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6AHH@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  invoke void %9(ptr noundef %11)
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #1 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, ptr %3, i32 0, i32 0
  store i8 %1, ptr %7, align 1
  store ptr %0, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0
  store ptr null, ptr %9, align 8
  %10 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1
  store ptr null, ptr %10, align 8
  %11 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2
  store ptr null, ptr %11, align 8
  %12 = call ptr @malloc(i64 noundef 1) #10
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3)
  %14 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0
  store ptr %12, ptr %14, align 8
  %15 = call noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %16 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1
  store ptr %15, ptr %16, align 8
  %17 = call noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9
  %18 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2
  store ptr %17, ptr %18, align 8
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @"??R?$Function@$$A6ANNN@Z@@QEBANNN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef double %9(ptr noundef %13, double noundef %11, double noundef %10)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Function@$$A6ANNN@Z@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  invoke void %9(ptr noundef %11)
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1?$Owner@UBird@@@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  invoke void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Counter@UDoubler@@@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Animal@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Animal@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 4, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GBird@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Bird@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #12
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Bird@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05JMMLJPFM@tweet?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GAnimal@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #12
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Animal@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_03KHICJKCI@?4?4?4?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Animal@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV0@XZ@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #1 comdat {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to ptr
  store ptr %8, ptr %7, align 8
  store ptr %0, ptr %4, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0
  store ptr null, ptr %10, align 8
  %11 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1
  store ptr null, ptr %11, align 8
  %12 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2
  store ptr null, ptr %12, align 8
  %13 = call ptr @malloc(i64 noundef 8) #10
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 8, i1 false)
  %15 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0
  store ptr %13, ptr %15, align 8
  %16 = call noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %17 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1
  store ptr %16, ptr %17, align 8
  %18 = call noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9
  %19 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2
  store ptr %18, ptr %19, align 8
  ret ptr %9
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"??$move@AEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QEAV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@AEAV0?0??12@QEAA?AV3@XZ@@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6AHPEAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V1?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA@PEAXH@Z"(ptr noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = call noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V0?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA@PEAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %4, align 4
  %10 = call noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %3, align 4
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, ptr %9, align 4
  ret i32 %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV2@XZ@@Z@CA?A?<auto>@@PEAX@Z"(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QEAA@V<lambda_1>@?0??adder@Accum@@QEAA?AV1@XZ@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %7)
  ret void
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0?$Owner@UBird@@@@QEAA@PEAUBird@@@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"?reset@?$Owner@UBird@@@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %17

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %10, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 0) #9
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %15)
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  store ptr null, ptr %16, align 8
  br label %17

17:                                               ; preds = %7, %1
  ret void
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?step@Doubler@@QEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AEAV<lambda_2>@?0??main@@9@@@YA$$QEAV<lambda_2>@?0??main@@9@AEAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBAP6ANPEAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBAP6A?A?<auto>@@PEAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@CA@PEAXNN@Z"(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %class.anon.8, align 1
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %4, align 8
  %11 = call noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10)
  ret double %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V<lambda_2>@?0??main@@9@@Z@QEBA@PEAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store double %3, ptr %5, align 8
  store double %2, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %0, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = call noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %12, double noundef %11)
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  ret double %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V1?0??main@@9@@Z@CA?A?<auto>@@PEAX@Z"(ptr noundef %0) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QEAA@V0?0??main@@9@@Z@QEBA?A?<auto>@@PEAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %7)
  ret void
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

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
