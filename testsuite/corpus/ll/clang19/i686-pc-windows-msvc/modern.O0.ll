; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.Vec2 = type { float, float }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
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

$"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z" = comdat any

$"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z" = comdat any

$"??C?$Owner@UBird@@@@QBEPAUBird@@XZ" = comdat any

$"??B?$Owner@UBird@@@@QBE_NXZ" = comdat any

$"??AVec2@@QAEAAMH@Z" = comdat any

$"?fib@@YAHH@Z" = comdat any

$"??8Vec2@@QBE_NU0@@Z" = comdat any

$"??$sum_all@NM@@YA?A?<auto>@@NM@Z" = comdat any

$"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z" = comdat any

$"??$print_all@HDJF@@YAXHDJF@Z" = comdat any

$"??$describe@PBD@@YAPBDPBD@Z" = comdat any

$"??$describe@N@@YAPBDN@Z" = comdat any

$"??$describe@H@@YAPBDH@Z" = comdat any

$"??0Doubler@@QAE@XZ" = comdat any

$"?run@?$Counter@UDoubler@@@@QAEHH@Z" = comdat any

$"??U@YA?AW4Color@@W40@0@Z" = comdat any

$"??_9Animal@@$B3AE" = comdat any

$"?twice_legs@Animal@@QBEHXZ" = comdat any

$"??0Bird@@QAE@XZ" = comdat any

$"??0Accum@@QAE@XZ" = comdat any

$"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ" = comdat any

$"??R?$Function@$$A6AHH@Z@@QBEHH@Z" = comdat any

$"??1?$Function@$$A6AHH@Z@@QAE@XZ" = comdat any

$"??R?$Function@$$A6ANNN@Z@@QBENNN@Z" = comdat any

$"??1?$Function@$$A6ANNN@Z@@QAE@XZ" = comdat any

$"??1Bird@@UAE@XZ" = comdat any

$"??1?$Owner@UBird@@@@QAE@XZ" = comdat any

$"??0?$Counter@UDoubler@@@@QAE@XZ" = comdat any

$"??0Animal@@QAE@XZ" = comdat any

$"??_GBird@@UAEPAXI@Z" = comdat any

$"?sound@Bird@@UBEPBDXZ" = comdat any

$"??_GAnimal@@UAEPAXI@Z" = comdat any

$"?sound@Animal@@UBEPBDXZ" = comdat any

$"??1Animal@@UAE@XZ" = comdat any

$"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z" = comdat any

$"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z" = comdat any

$"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ" = comdat any

$"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ" = comdat any

$"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z" = comdat any

$"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z" = comdat any

$"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z" = comdat any

$"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z" = comdat any

$"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z" = comdat any

$"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z" = comdat any

$"?reset@?$Owner@UBird@@@@QAEXXZ" = comdat any

$"?step@Doubler@@QAEHH@Z" = comdat any

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
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Bird@@6B@", ptr @"??_GBird@@UAEPAXI@Z", ptr @"?sound@Bird@@UBEPBDXZ"] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBird@@@8", ptr @"??_R3Bird@@8" }, comdat
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBird@@\00" }, comdat
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Bird@@8" }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Bird@@8", ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBird@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Bird@@8" }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUAnimal@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Animal@@8" }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Animal@@8" }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Animal@@6B@", ptr @"??_GAnimal@@UAEPAXI@Z", ptr @"?sound@Animal@@UBEPBDXZ"] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUAnimal@@@8", ptr @"??_R3Animal@@8" }, comdat
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 1
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 1
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 1
@"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"non-positive int\00", comdat, align 1
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 1

@"??_7Bird@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 4
  %3 = alloca %class.Owner, align 4
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [3 x i32], align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Vec2, align 4
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Doubler, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 4
  %16 = alloca ptr, align 4
  %17 = alloca %struct.Bird, align 4
  %18 = alloca ptr, align 4
  %19 = alloca i32, align 4
  %20 = alloca %class.anon, align 4
  %21 = alloca %class.anon.0, align 4
  %22 = alloca %struct.Accum, align 4
  %23 = alloca %class.Function, align 4
  %24 = alloca %class.Function.1, align 4
  %25 = alloca %class.anon.2, align 4
  store i32 0, ptr %1, align 4
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind writable sret(%class.Owner) align 4 %2)
  %26 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %189

27:                                               ; preds = %0
  %28 = call x86_thiscallcc noundef ptr @"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %26) #9
  %29 = invoke x86_thiscallcc noundef ptr @"??C?$Owner@UBird@@@@QBEPAUBird@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %30 unwind label %187

30:                                               ; preds = %27
  %31 = load ptr, ptr %29, align 4
  %32 = getelementptr inbounds ptr, ptr %31, i64 1
  %33 = load ptr, ptr %32, align 4
  %34 = invoke x86_thiscallcc noundef ptr %33(ptr noundef nonnull align 4 dereferenceable(8) %29)
          to label %35 unwind label %187

35:                                               ; preds = %30
  %36 = invoke x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %37 unwind label %187

37:                                               ; preds = %35
  %38 = zext i1 %36 to i32
  %39 = invoke x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %40 unwind label %187

40:                                               ; preds = %37
  %41 = zext i1 %39 to i32
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 noundef %41, i32 noundef %38, ptr noundef %34)
          to label %43 unwind label %187

43:                                               ; preds = %40
  invoke void @"?make_point@@YA?AUPoint3@@H@Z"(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %44 unwind label %187

44:                                               ; preds = %43
  %45 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 2
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 0
  %50 = load i32, ptr %49, align 4
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %50, i32 noundef %48, i32 noundef %46)
          to label %52 unwind label %187

52:                                               ; preds = %44
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.arr, i32 12, i1 false)
  store ptr %5, ptr %6, align 4
  %53 = load ptr, ptr %6, align 4
  %54 = getelementptr inbounds [3 x i32], ptr %53, i32 0, i32 1
  store i32 50, ptr %54, align 4
  %55 = load ptr, ptr %6, align 4
  %56 = getelementptr inbounds [3 x i32], ptr %55, i32 0, i32 2
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds [3 x i32], ptr %5, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = load ptr, ptr %6, align 4
  %61 = getelementptr inbounds [3 x i32], ptr %60, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %62, i32 noundef %59, i32 noundef %57)
          to label %64 unwind label %187

64:                                               ; preds = %52
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.v, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.w, i32 8, i1 false)
  %65 = invoke x86_thiscallcc noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QAEAAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %66 unwind label %187

66:                                               ; preds = %64
  %67 = load float, ptr %65, align 4
  %68 = fadd float %67, 1.000000e+00
  store float %68, ptr %65, align 4
  %69 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %70 unwind label %187

70:                                               ; preds = %66
  %71 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0
  store float 2.500000e+00, ptr %71, align 4
  %72 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1
  store float 4.000000e+00, ptr %72, align 4
  %73 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0
  %74 = load float, ptr %73, align 4
  %75 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = invoke x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %7, float %74, float %76)
          to label %78 unwind label %187

78:                                               ; preds = %70
  %79 = zext i1 %77 to i32
  %80 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 1
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0
  %84 = load float, ptr %83, align 4
  %85 = fpext float %84 to double
  %86 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", double noundef %85, double noundef %82, i32 noundef %79, i32 noundef %69)
          to label %87 unwind label %187

87:                                               ; preds = %78
  %88 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %89 unwind label %187

89:                                               ; preds = %87
  %90 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %91 unwind label %187

91:                                               ; preds = %89
  %92 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 noundef %90, double noundef %88)
          to label %93 unwind label %187

93:                                               ; preds = %91
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %94 unwind label %187

94:                                               ; preds = %93
  %95 = invoke noundef ptr @"??$describe@PBD@@YAPBDPBD@Z"(ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %96 unwind label %187

96:                                               ; preds = %94
  %97 = invoke noundef ptr @"??$describe@N@@YAPBDN@Z"(double noundef 2.000000e+00)
          to label %98 unwind label %187

98:                                               ; preds = %96
  %99 = invoke noundef ptr @"??$describe@H@@YAPBDH@Z"(i32 noundef 3)
          to label %100 unwind label %187

100:                                              ; preds = %98
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", ptr noundef %99, ptr noundef %97, ptr noundef %95)
          to label %102 unwind label %187

102:                                              ; preds = %100
  %103 = call x86_thiscallcc noundef ptr @"??0Doubler@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %10) #9
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %104

104:                                              ; preds = %113, %102
  %105 = load i32, ptr %12, align 4
  %106 = icmp slt i32 %105, 4
  br i1 %106, label %107, label %116

107:                                              ; preds = %104
  %108 = load i32, ptr %12, align 4
  %109 = invoke x86_thiscallcc noundef i32 @"?run@?$Counter@UDoubler@@@@QAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %108)
          to label %110 unwind label %187

110:                                              ; preds = %107
  %111 = load i32, ptr %11, align 4
  %112 = add nsw i32 %111, %109
  store i32 %112, ptr %11, align 4
  br label %113

113:                                              ; preds = %110
  %114 = load i32, ptr %12, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %12, align 4
  br label %104, !llvm.loop !5

116:                                              ; preds = %104
  %117 = getelementptr inbounds %struct.Counter, ptr %10, i32 0, i32 0
  %118 = load i32, ptr %117, align 4
  %119 = load i32, ptr %11, align 4
  %120 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 noundef %119, i32 noundef %118)
          to label %121 unwind label %187

121:                                              ; preds = %116
  %122 = invoke noundef zeroext i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %123 unwind label %187

123:                                              ; preds = %121
  store i8 %122, ptr %13, align 1
  %124 = load i8, ptr %13, align 1
  %125 = zext i8 %124 to i32
  %126 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 noundef %125)
          to label %127 unwind label %187

127:                                              ; preds = %123
  store i32 4, ptr %14, align 4
  store ptr @"??_9Animal@@$B3AE", ptr %15, align 4
  store ptr @"?twice_legs@Animal@@QBEHXZ", ptr %16, align 4
  %128 = invoke x86_thiscallcc noundef ptr @"??0Bird@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %17)
          to label %129 unwind label %187

129:                                              ; preds = %127
  store ptr %17, ptr %18, align 4
  %130 = load ptr, ptr %16, align 4
  %131 = invoke x86_thiscallcc noundef i32 %130(ptr noundef nonnull align 4 dereferenceable(8) %17)
          to label %132 unwind label %185

132:                                              ; preds = %129
  %133 = load ptr, ptr %18, align 4
  %134 = load ptr, ptr %15, align 4
  %135 = invoke x86_thiscallcc noundef ptr %134(ptr noundef nonnull align 4 dereferenceable(8) %133)
          to label %136 unwind label %185

136:                                              ; preds = %132
  %137 = load ptr, ptr %18, align 4
  %138 = load i32, ptr %14, align 4
  %139 = getelementptr inbounds i8, ptr %137, i32 %138
  %140 = load i32, ptr %139, align 4
  %141 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %140, ptr noundef %135, i32 noundef %131)
          to label %142 unwind label %185

142:                                              ; preds = %136
  store i32 10, ptr %19, align 4
  %143 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 0
  store i32 0, ptr %143, align 4
  %144 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 1
  %145 = load i32, ptr %19, align 4
  store i32 %145, ptr %144, align 4
  %146 = invoke x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %147 unwind label %185

147:                                              ; preds = %142
  %148 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 0
  %149 = load i32, ptr %19, align 4
  store i32 %149, ptr %148, align 4
  %150 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 1
  %151 = getelementptr inbounds [3 x i32], ptr %150, i32 0, i32 0
  br label %152

152:                                              ; preds = %152, %147
  %153 = phi i32 [ 0, %147 ], [ %157, %152 ]
  %154 = getelementptr inbounds i32, ptr %151, i32 %153
  %155 = getelementptr inbounds [3 x i32], ptr %5, i32 0, i32 %153
  %156 = load i32, ptr %155, align 4
  store i32 %156, ptr %154, align 4
  %157 = add nuw i32 %153, 1
  %158 = icmp eq i32 %157, 3
  br i1 %158, label %159, label %152

159:                                              ; preds = %152
  %160 = invoke x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %21)
          to label %161 unwind label %185

161:                                              ; preds = %159
  %162 = invoke x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %163 unwind label %185

163:                                              ; preds = %161
  %164 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 noundef %162, i32 noundef %160)
          to label %165 unwind label %185

165:                                              ; preds = %163
  %166 = call x86_thiscallcc noundef ptr @"??0Accum@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %22) #9
  invoke x86_thiscallcc void @"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %22, ptr dead_on_unwind writable sret(%class.Function) align 4 %23)
          to label %167 unwind label %185

167:                                              ; preds = %165
  %168 = invoke x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %169 unwind label %181

169:                                              ; preds = %167
  %170 = invoke x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %171 unwind label %181

171:                                              ; preds = %169
  call x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %23) #9
  %172 = invoke x86_thiscallcc noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(12) %24, ptr noundef byval(%class.anon.2) align 4 %25)
          to label %173 unwind label %185

173:                                              ; preds = %171
  %174 = invoke x86_thiscallcc noundef double @"??R?$Function@$$A6ANNN@Z@@QBENNN@Z"(ptr noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %175 unwind label %183

175:                                              ; preds = %173
  %176 = getelementptr inbounds %struct.Accum, ptr %22, i32 0, i32 0
  %177 = load i32, ptr %176, align 4
  %178 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %177, double noundef %174)
          to label %179 unwind label %183

179:                                              ; preds = %175
  store i32 0, ptr %1, align 4
  call x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %24) #9
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %17) #9
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %180 = load i32, ptr %1, align 4
  ret i32 %180

181:                                              ; preds = %169, %167
  %182 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %23) #9 [ "funclet"(token %182) ]
  cleanupret from %182 unwind label %185

183:                                              ; preds = %175, %173
  %184 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %24) #9 [ "funclet"(token %184) ]
  cleanupret from %184 unwind label %185

185:                                              ; preds = %183, %171, %181, %165, %163, %161, %159, %142, %136, %132, %129
  %186 = cleanuppad within none []
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %17) #9 [ "funclet"(token %186) ]
  cleanupret from %186 unwind label %187

187:                                              ; preds = %185, %127, %123, %121, %116, %107, %100, %98, %96, %94, %93, %91, %89, %87, %78, %70, %66, %64, %52, %44, %43, %40, %37, %35, %30, %27
  %188 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9 [ "funclet"(token %188) ]
  cleanupret from %188 unwind label %189

189:                                              ; preds = %187, %0
  %190 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %2) #9 [ "funclet"(token %190) ]
  cleanupret from %190 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(ptr dead_on_unwind noalias writable sret(%class.Owner) align 4 %0) #1 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = call ptr @malloc(i32 noundef 8) #10
  store ptr %4, ptr %3, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call x86_thiscallcc noundef ptr @"??0Bird@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5)
  %7 = call x86_thiscallcc noundef ptr @"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  store ptr %9, ptr %6, align 4
  %10 = load ptr, ptr %3, align 4
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0
  store ptr null, ptr %11, align 4
  ret ptr %5
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??C?$Owner@UBird@@@@QBEPAUBird@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"?make_point@@YA?AUPoint3@@H@Z"(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1
  %8 = load i32, ptr %4, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %10, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 4 dereferenceable(4) ptr @"??AVec2@@QAEAAMH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
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

; Function Attrs: mustprogress noinline optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, float %1, float %2) #2 comdat align 2 {
  %4 = alloca %struct.Vec2, align 4
  %5 = alloca ptr, align 4
  %6 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 0
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 1
  store float %2, ptr %7, align 4
  store ptr %0, ptr %5, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = fcmp oeq float %10, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = fcmp oeq float %16, %18
  br label %20

20:                                               ; preds = %14, %3
  %21 = phi i1 [ false, %3 ], [ %19, %14 ]
  ret i1 %21
}

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
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

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??$describe@PBD@@YAPBDPBD@Z"(ptr noundef %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  ret ptr @"??_C@_05BGEKGIIP@other?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??$describe@N@@YAPBDN@Z"(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??$describe@H@@YAPBDH@Z"(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @"??_C@_0N@GBBELCCM@positive?5int?$AA@", ptr @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@"
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Doubler@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0?$Counter@UDoubler@@@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?run@?$Counter@UDoubler@@@@QAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = call x86_thiscallcc noundef i32 @"?step@Doubler@@QAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat {
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

; Function Attrs: noinline optnone
define linkonce_odr x86_thiscallcc void @"??_9Animal@@$B3AE"(ptr noundef %0, ...) #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 1
  %6 = load ptr, ptr %5, align 4
  musttail call x86_thiscallcc void (ptr, ...) %6(ptr noundef %3, ...)
  ret void

7:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice_legs@Animal@@QBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Bird@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Animal@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  store ptr @"??_7Bird@@6B@", ptr %3, align 4
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Accum@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr dead_on_unwind noalias writable sret(%class.Function) align 4 %1) #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.3, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  store ptr %6, ptr %7, align 4
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call x86_thiscallcc noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z"(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %3, align 4
  %9 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0
  %10 = load ptr, ptr %9, align 4
  %11 = call noundef i32 %7(ptr noundef %10, i32 noundef %8)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2
  %9 = load ptr, ptr %8, align 4
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0
  %11 = load ptr, ptr %10, align 4
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

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef ptr @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef byval(%class.anon.2) align 4 %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store ptr %0, ptr %3, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0
  store ptr null, ptr %7, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1
  store ptr null, ptr %8, align 4
  %9 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2
  store ptr null, ptr %9, align 4
  %10 = call ptr @malloc(i32 noundef 1) #10
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %1)
  %12 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0
  store ptr %10, ptr %12, align 4
  %13 = call x86_thiscallcc noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %4) #9
  %14 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1
  store ptr %13, ptr %14, align 4
  %15 = call x86_thiscallcc noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %16 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2
  store ptr %15, ptr %16, align 4
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"??R?$Function@$$A6ANNN@Z@@QBENNN@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 4
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0
  %13 = load ptr, ptr %12, align 4
  %14 = call noundef double %9(ptr noundef %13, double noundef %11, double noundef %10)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2
  %9 = load ptr, ptr %8, align 4
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0
  %11 = load ptr, ptr %10, align 4
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Bird@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  invoke x86_thiscallcc void @"?reset@?$Owner@UBird@@@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0?$Counter@UDoubler@@@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Animal@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Animal@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 4, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBird@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #12
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?sound@Bird@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_05JMMLJPFM@tweet?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GAnimal@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #12
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?sound@Animal@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_03KHICJKCI@?4?4?4?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  store ptr %1, ptr %7, align 4
  store ptr %0, ptr %4, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0
  store ptr null, ptr %9, align 4
  %10 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1
  store ptr null, ptr %10, align 4
  %11 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2
  store ptr null, ptr %11, align 4
  %12 = call ptr @malloc(i32 noundef 4) #10
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 %13, i32 4, i1 false)
  %14 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0
  store ptr %12, ptr %14, align 4
  %15 = call x86_thiscallcc noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %16 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1
  store ptr %15, ptr %16, align 4
  %17 = call x86_thiscallcc noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9
  %18 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2
  store ptr %17, ptr %18, align 4
  ret ptr %8
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z"
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z"(ptr noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.4, align 1
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %3, align 4
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, ptr %9, align 4
  ret i32 %11
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z"(ptr noundef %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load ptr, ptr %3, align 4
  call void @free(ptr noundef %7)
  ret void
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"?reset@?$Owner@UBird@@@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %17

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %9, align 4
  %11 = getelementptr inbounds ptr, ptr %10, i64 0
  %12 = load ptr, ptr %11, align 4
  %13 = call x86_thiscallcc noundef ptr %12(ptr noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 0) #9
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %15 = load ptr, ptr %14, align 4
  call void @free(ptr noundef %15)
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  store ptr null, ptr %16, align 4
  br label %17

17:                                               ; preds = %7, %1
  ret void
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?step@Doubler@@QAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) ptr @"??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef ptr @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef ptr @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z"
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  %7 = alloca %class.anon.8, align 1
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 4
  %8 = load ptr, ptr %6, align 4
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %4, align 8
  %11 = call x86_thiscallcc noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10)
  ret double %11
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store double %3, ptr %5, align 8
  store double %2, ptr %6, align 8
  store ptr %1, ptr %7, align 4
  store ptr %0, ptr %8, align 4
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %7, align 4
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = call x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %12, double noundef %11)
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
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

; Function Attrs: mustprogress noinline optnone
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z"(ptr noundef %0) #1 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load ptr, ptr %3, align 4
  call void @free(ptr noundef %7)
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
