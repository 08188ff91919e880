; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Vec2 = type { float, float }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
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
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Bird@@6B@" to i8*), i8* bitcast (i8* (%struct.Bird*, i32)* @"??_GBird@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.Bird*)* @"?sound@Bird@@UBEPBDXZ" to i8*)] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBird@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Bird@@8" }, comdat
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBird@@\00" }, comdat
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Bird@@8", i32 0, i32 0) }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Bird@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBird@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Bird@@8" }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Animal@@8", i32 0, i32 0) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i8*), i8* bitcast (i8* (%struct.Animal*, i32)* @"??_GAnimal@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.Animal*)* @"?sound@Animal@@UBEPBDXZ" to i8*)] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" }, comdat
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

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 4
  %3 = alloca %class.Owner, align 4
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [3 x i32], align 4
  %6 = alloca [3 x i32]*, align 4
  %7 = alloca %struct.Vec2, align 4
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Doubler, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i8*, align 4
  %16 = alloca i8*, align 4
  %17 = alloca %struct.Bird, align 4
  %18 = alloca %struct.Animal*, align 4
  %19 = alloca i32, align 4
  %20 = alloca %class.anon, align 4
  %21 = alloca %class.anon.0, align 4
  %22 = alloca %struct.Accum, align 4
  %23 = alloca %class.Function, align 4
  %24 = alloca %class.Function.1, align 4
  %25 = alloca %class.anon.2, align 4
  store i32 0, i32* %1, align 4
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* sret(%class.Owner) align 4 %2)
  %26 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %201

27:                                               ; preds = %0
  %28 = call x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %26) #10
  %29 = invoke x86_thiscallcc noundef %struct.Bird* @"??C?$Owner@UBird@@@@QBEPAUBird@@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %30 unwind label %199

30:                                               ; preds = %27
  %31 = bitcast %struct.Bird* %29 to i8* (%struct.Bird*)***
  %32 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %31, align 4
  %33 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %32, i64 1
  %34 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %33, align 4
  %35 = invoke x86_thiscallcc noundef i8* %34(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %29)
          to label %36 unwind label %199

36:                                               ; preds = %30
  %37 = invoke x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %199

38:                                               ; preds = %36
  %39 = zext i1 %37 to i32
  %40 = invoke x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %41 unwind label %199

41:                                               ; preds = %38
  %42 = zext i1 %40 to i32
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %42, i32 noundef %39, i8* noundef %35)
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
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %51, i32 noundef %49, i32 noundef %47)
          to label %53 unwind label %199

53:                                               ; preds = %45
  %54 = bitcast [3 x i32]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %54, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false)
  store [3 x i32]* %5, [3 x i32]** %6, align 4
  %55 = load [3 x i32]*, [3 x i32]** %6, align 4
  %56 = getelementptr inbounds [3 x i32], [3 x i32]* %55, i32 0, i32 1
  store i32 50, i32* %56, align 4
  %57 = load [3 x i32]*, [3 x i32]** %6, align 4
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 2
  %59 = load i32, i32* %58, align 4
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 1
  %61 = load i32, i32* %60, align 4
  %62 = load [3 x i32]*, [3 x i32]** %6, align 4
  %63 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i32 0, i32 0
  %64 = load i32, i32* %63, align 4
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %64, i32 noundef %61, i32 noundef %59)
          to label %66 unwind label %199

66:                                               ; preds = %53
  %67 = bitcast %struct.Vec2* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %67, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false)
  %68 = bitcast %struct.Vec2* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false)
  %69 = invoke x86_thiscallcc noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QAEAAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
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
  %77 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0
  %78 = load float, float* %77, align 4
  %79 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1
  %80 = load float, float* %79, align 4
  %81 = invoke x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %7, float %78, float %80)
          to label %82 unwind label %199

82:                                               ; preds = %74
  %83 = zext i1 %81 to i32
  %84 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1
  %85 = load float, float* %84, align 4
  %86 = fpext float %85 to double
  %87 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %88 = load float, float* %87, align 4
  %89 = fpext float %88 to double
  %90 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef %89, double noundef %86, i32 noundef %83, i32 noundef %73)
          to label %91 unwind label %199

91:                                               ; preds = %82
  %92 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %93 unwind label %199

93:                                               ; preds = %91
  %94 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %95 unwind label %199

95:                                               ; preds = %93
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 0, i32 0), i32 noundef %94, double noundef %92)
          to label %97 unwind label %199

97:                                               ; preds = %95
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %98 unwind label %199

98:                                               ; preds = %97
  %99 = invoke noundef i8* @"??$describe@PBD@@YAPBDPBD@Z"(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i32 0, i32 0))
          to label %100 unwind label %199

100:                                              ; preds = %98
  %101 = invoke noundef i8* @"??$describe@N@@YAPBDN@Z"(double noundef 2.000000e+00)
          to label %102 unwind label %199

102:                                              ; preds = %100
  %103 = invoke noundef i8* @"??$describe@H@@YAPBDH@Z"(i32 noundef 3)
          to label %104 unwind label %199

104:                                              ; preds = %102
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %103, i8* noundef %101, i8* noundef %99)
          to label %106 unwind label %199

106:                                              ; preds = %104
  %107 = call x86_thiscallcc noundef %struct.Doubler* @"??0Doubler@@QAE@XZ"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %10) #10
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %108

108:                                              ; preds = %118, %106
  %109 = load i32, i32* %12, align 4
  %110 = icmp slt i32 %109, 4
  br i1 %110, label %111, label %121

111:                                              ; preds = %108
  %112 = bitcast %struct.Doubler* %10 to %struct.Counter*
  %113 = load i32, i32* %12, align 4
  %114 = invoke x86_thiscallcc noundef i32 @"?run@?$Counter@UDoubler@@@@QAEHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %112, i32 noundef %113)
          to label %115 unwind label %199

115:                                              ; preds = %111
  %116 = load i32, i32* %11, align 4
  %117 = add nsw i32 %116, %114
  store i32 %117, i32* %11, align 4
  br label %118

118:                                              ; preds = %115
  %119 = load i32, i32* %12, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, i32* %12, align 4
  br label %108, !llvm.loop !4

121:                                              ; preds = %108
  %122 = bitcast %struct.Doubler* %10 to %struct.Counter*
  %123 = getelementptr inbounds %struct.Counter, %struct.Counter* %122, i32 0, i32 0
  %124 = load i32, i32* %123, align 4
  %125 = load i32, i32* %11, align 4
  %126 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %125, i32 noundef %124)
          to label %127 unwind label %199

127:                                              ; preds = %121
  %128 = invoke noundef zeroext i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %129 unwind label %199

129:                                              ; preds = %127
  store i8 %128, i8* %13, align 1
  %130 = load i8, i8* %13, align 1
  %131 = zext i8 %130 to i32
  %132 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %131)
          to label %133 unwind label %199

133:                                              ; preds = %129
  store i32 4, i32* %14, align 4
  store i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B3AE" to i8*), i8** %15, align 4
  store i8* bitcast (i32 (%struct.Animal*)* @"?twice_legs@Animal@@QBEHXZ" to i8*), i8** %16, align 4
  %134 = invoke x86_thiscallcc noundef %struct.Bird* @"??0Bird@@QAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17)
          to label %135 unwind label %199

135:                                              ; preds = %133
  %136 = bitcast %struct.Bird* %17 to %struct.Animal*
  store %struct.Animal* %136, %struct.Animal** %18, align 4
  %137 = bitcast %struct.Bird* %17 to %struct.Animal*
  %138 = load i8*, i8** %16, align 4
  %139 = bitcast i8* %138 to i32 (%struct.Animal*)*
  %140 = invoke x86_thiscallcc noundef i32 %139(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %137)
          to label %141 unwind label %197

141:                                              ; preds = %135
  %142 = load %struct.Animal*, %struct.Animal** %18, align 4
  %143 = load i8*, i8** %15, align 4
  %144 = bitcast i8* %143 to i8* (%struct.Animal*)*
  %145 = invoke x86_thiscallcc noundef i8* %144(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %142)
          to label %146 unwind label %197

146:                                              ; preds = %141
  %147 = load %struct.Animal*, %struct.Animal** %18, align 4
  %148 = load i32, i32* %14, align 4
  %149 = bitcast %struct.Animal* %147 to i8*
  %150 = getelementptr inbounds i8, i8* %149, i32 %148
  %151 = bitcast i8* %150 to i32*
  %152 = load i32, i32* %151, align 4
  %153 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %152, i8* noundef %145, i32 noundef %140)
          to label %154 unwind label %197

154:                                              ; preds = %146
  store i32 10, i32* %19, align 4
  %155 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 0
  store i32 0, i32* %155, align 4
  %156 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 1
  %157 = load i32, i32* %19, align 4
  store i32 %157, i32* %156, align 4
  %158 = invoke x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %159 unwind label %197

159:                                              ; preds = %154
  %160 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 0
  %161 = load i32, i32* %19, align 4
  store i32 %161, i32* %160, align 4
  %162 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 1
  %163 = getelementptr inbounds [3 x i32], [3 x i32]* %162, i32 0, i32 0
  br label %164

164:                                              ; preds = %164, %159
  %165 = phi i32 [ 0, %159 ], [ %169, %164 ]
  %166 = getelementptr inbounds i32, i32* %163, i32 %165
  %167 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 %165
  %168 = load i32, i32* %167, align 4
  store i32 %168, i32* %166, align 4
  %169 = add nuw i32 %165, 1
  %170 = icmp eq i32 %169, 3
  br i1 %170, label %171, label %164

171:                                              ; preds = %164
  %172 = invoke x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %21)
          to label %173 unwind label %197

173:                                              ; preds = %171
  %174 = invoke x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %175 unwind label %197

175:                                              ; preds = %173
  %176 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %174, i32 noundef %172)
          to label %177 unwind label %197

177:                                              ; preds = %175
  %178 = call x86_thiscallcc noundef %struct.Accum* @"??0Accum@@QAE@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22) #10
  invoke x86_thiscallcc void @"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22, %class.Function* sret(%class.Function) align 4 %23)
          to label %179 unwind label %197

179:                                              ; preds = %177
  %180 = invoke x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %181 unwind label %193

181:                                              ; preds = %179
  %182 = invoke x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %183 unwind label %193

183:                                              ; preds = %181
  call x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #10
  %184 = invoke x86_thiscallcc noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24, %class.anon.2* noundef byval(%class.anon.2) align 4 %25)
          to label %185 unwind label %197

185:                                              ; preds = %183
  %186 = invoke x86_thiscallcc noundef double @"??R?$Function@$$A6ANNN@Z@@QBENNN@Z"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %187 unwind label %195

187:                                              ; preds = %185
  %188 = getelementptr inbounds %struct.Accum, %struct.Accum* %22, i32 0, i32 0
  %189 = load i32, i32* %188, align 4
  %190 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %189, double noundef %186)
          to label %191 unwind label %195

191:                                              ; preds = %187
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #10
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #10
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10
  %192 = load i32, i32* %1, align 4
  ret i32 %192

193:                                              ; preds = %181, %179
  %194 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #10 [ "funclet"(token %194) ]
  cleanupret from %194 unwind label %197

195:                                              ; preds = %187, %185
  %196 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #10 [ "funclet"(token %196) ]
  cleanupret from %196 unwind label %197

197:                                              ; preds = %195, %183, %193, %177, %175, %173, %171, %154, %146, %141, %135
  %198 = cleanuppad within none []
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #10 [ "funclet"(token %198) ]
  cleanupret from %198 unwind label %199

199:                                              ; preds = %197, %133, %129, %127, %121, %111, %104, %102, %100, %98, %97, %95, %93, %91, %82, %74, %70, %66, %53, %45, %44, %41, %38, %36, %30, %27
  %200 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %200) ]
  cleanupret from %200 unwind label %201

201:                                              ; preds = %199, %0
  %202 = cleanuppad within none []
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10 [ "funclet"(token %202) ]
  cleanupret from %202 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* noalias sret(%class.Owner) align 4 %0) #1 comdat {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  %5 = call i8* @malloc(i32 noundef 8)
  store i8* %5, i8** %3, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = bitcast i8* %6 to %struct.Bird*
  %8 = call x86_thiscallcc noundef %struct.Bird* @"??0Bird@@QAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7)
  %9 = call x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.Owner* @"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  ret %class.Owner* %3
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z"(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %1, %class.Owner** %3, align 4
  store %class.Owner* %0, %class.Owner** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %4, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %class.Owner*, %class.Owner** %3, align 4
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4
  store %struct.Bird* %9, %struct.Bird** %6, align 4
  %10 = load %class.Owner*, %class.Owner** %3, align 4
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %11, align 4
  ret %class.Owner* %5
}

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Bird* @"??C?$Owner@UBird@@@@QBEPAUBird@@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  ret %struct.Bird* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  %6 = icmp ne %struct.Bird* %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"?make_point@@YA?AUPoint3@@H@Z"(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Point3* %0 to i8*
  store i8* %5, i8** %3, align 4
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
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QAEAAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Vec2*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 4
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

; Function Attrs: mustprogress noinline optnone
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, float %1, float %2) #2 comdat align 2 {
  %4 = alloca %struct.Vec2, align 4
  %5 = alloca %struct.Vec2*, align 4
  %6 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0
  store float %1, float* %6, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1
  store float %2, float* %7, align 4
  store %struct.Vec2* %0, %struct.Vec2** %5, align 4
  %8 = load %struct.Vec2*, %struct.Vec2** %5, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = fcmp oeq float %10, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1
  %18 = load float, float* %17, align 4
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
  store float %1, float* %3, align 4
  store double %0, double* %4, align 8
  %5 = load double, double* %4, align 8
  %6 = load float, float* %3, align 4
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

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i16 %3, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  store i8 %1, i8* %7, align 1
  store i32 %0, i32* %8, align 4
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %9)
  %11 = load i8, i8* %7, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %12)
  %14 = load i32, i32* %6, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %14)
  %16 = load i16, i16* %5, align 2
  %17 = sext i16 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i32 0, i32 0))
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$describe@PBD@@YAPBDPBD@Z"(i8* noundef %0) #2 comdat {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$describe@N@@YAPBDN@Z"(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$describe@H@@YAPBDH@Z"(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GBBELCCM@positive?5int?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@", i32 0, i32 0)
  ret i8* %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Doubler* @"??0Doubler@@QAE@XZ"(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*
  %5 = call x86_thiscallcc noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10
  ret %struct.Doubler* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?run@?$Counter@UDoubler@@@@QAEHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Counter*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Counter* %0, %struct.Counter** %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %4, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*
  %10 = load i32, i32* %3, align 4
  %11 = call x86_thiscallcc noundef i32 @"?step@Doubler@@QAEHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat {
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

; Function Attrs: noinline optnone
define linkonce_odr x86_thiscallcc void @"??_9Animal@@$B3AE"(%struct.Animal* noundef %0, ...) #6 comdat align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to void (%struct.Animal*, ...)***
  %5 = load void (%struct.Animal*, ...)**, void (%struct.Animal*, ...)*** %4, align 4
  %6 = getelementptr inbounds void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %5, i64 1
  %7 = load void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %6, align 4
  musttail call x86_thiscallcc void (%struct.Animal*, ...) %7(%struct.Animal* noundef %3, ...)
  ret void

8:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice_legs@Animal@@QBEHXZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Bird* @"??0Bird@@QAE@XZ"(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  %5 = call x86_thiscallcc noundef %struct.Animal* @"??0Animal@@QAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10
  %6 = bitcast %struct.Bird* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Bird@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1
  store i32 2, i32* %8, align 4
  ret %struct.Bird* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Accum* @"??0Accum@@QAE@XZ"(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Accum* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0, %class.Function* noalias sret(%class.Function) align 4 %1) #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %1 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %0, %struct.Accum** %4, align 4
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  store %struct.Accum* %7, %struct.Accum** %8, align 4
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %10 = load %struct.Accum*, %struct.Accum** %9, align 4
  %11 = call x86_thiscallcc noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %1, %struct.Accum* %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.Function*, align 4
  store i32 %1, i32* %3, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  %5 = load %class.Function*, %class.Function** %4, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4
  %8 = load i32, i32* %3, align 4
  %9 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0
  %10 = load i8*, i8** %9, align 4
  %11 = call noundef i32 %7(i8* noundef %10, i32 noundef %8)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %2, align 4
  %3 = load %class.Function*, %class.Function** %2, align 4
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2
  %5 = load void (i8*)*, void (i8*)** %4, align 4
  %6 = icmp ne void (i8*)* %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2
  %9 = load void (i8*)*, void (i8*)** %8, align 4
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0
  %11 = load i8*, i8** %10, align 4
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

; Function Attrs: noinline optnone
define internal x86_thiscallcc noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0, %class.anon.2* noundef byval(%class.anon.2) align 4 %1) unnamed_addr #7 align 2 {
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* null, i8** %7, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %9, align 4
  %10 = call i8* @malloc(i32 noundef 1)
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %1)
  %13 = bitcast %class.anon.2* %11 to i8*
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* %13, i8** %14, align 4
  %15 = call x86_thiscallcc noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #10
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4
  %17 = call x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #10
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* %17, void (i8*)** %18, align 4
  ret %class.Function.1* %6
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"??R?$Function@$$A6ANNN@Z@@QBENNN@Z"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.Function.1*, align 4
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %class.Function.1* %0, %class.Function.1** %6, align 4
  %7 = load %class.Function.1*, %class.Function.1** %6, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4
  %10 = load double, double* %4, align 8
  %11 = load double, double* %5, align 8
  %12 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0
  %13 = load i8*, i8** %12, align 4
  %14 = call noundef double %9(i8* noundef %13, double noundef %11, double noundef %10)
  ret double %14
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %2, align 4
  %3 = load %class.Function.1*, %class.Function.1** %2, align 4
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2
  %5 = load void (i8*)*, void (i8*)** %4, align 4
  %6 = icmp ne void (i8*)* %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2
  %9 = load void (i8*)*, void (i8*)** %8, align 4
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0
  %11 = load i8*, i8** %10, align 4
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

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke x86_thiscallcc void @"?reset@?$Owner@UBird@@@@QAEXXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QAE@XZ"(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Counter* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Animal* @"??0Animal@@QAE@XZ"(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Animal@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  store i32 4, i32* %5, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBird@@UAEPAXI@Z"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Bird*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Bird* %0, %struct.Bird** %5, align 4
  %6 = load %struct.Bird*, %struct.Bird** %5, align 4
  %7 = bitcast %struct.Bird* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Bird* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?sound@Bird@@UBEPBDXZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GAnimal@@UAEPAXI@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Animal*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Animal* %0, %struct.Animal** %5, align 4
  %6 = load %struct.Animal*, %struct.Animal** %5, align 4
  %7 = bitcast %struct.Animal* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Animal* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?sound@Animal@@UBEPBDXZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KHICJKCI@?4?4?4?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Animal@@UAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #8

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z"(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Accum* %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  store %struct.Accum* %1, %struct.Accum** %7, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  %8 = load %class.Function*, %class.Function** %4, align 4
  %9 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0
  store i8* null, i8** %9, align 4
  %10 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %10, align 4
  %11 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %11, align 4
  %12 = call i8* @malloc(i32 noundef 4)
  %13 = bitcast i8* %12 to %class.anon.3*
  %14 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3)
  %15 = bitcast %class.anon.3* %13 to i8*
  %16 = bitcast %class.anon.3* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 %16, i32 4, i1 false)
  %17 = bitcast %class.anon.3* %13 to i8*
  %18 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0
  store i8* %17, i8** %18, align 4
  %19 = call x86_thiscallcc noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10
  %20 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1
  store i32 (i8*, i32)* %19, i32 (i8*, i32)** %20, align 4
  %21 = call x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10
  %22 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2
  store void (i8*)* %21, void (i8*)** %22, align 4
  ret %class.Function* %8
}

declare dso_local i8* @malloc(i32 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.anon.3* @"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4
  ret %class.anon.3* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z"
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z"(i8* noundef %0, i32 noundef %1) #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %1, i32* %3, align 4
  store i8* %0, i8** %4, align 4
  %5 = load i8*, i8** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %class.anon.4*, align 4
  store i32 %2, i32* %4, align 4
  store i8* %1, i8** %5, align 4
  store %class.anon.4* %0, %class.anon.4** %6, align 4
  %7 = load %class.anon.4*, %class.anon.4** %6, align 4
  %8 = load i8*, i8** %5, align 4
  %9 = bitcast i8* %8 to %class.anon.3*
  %10 = load i32, i32* %4, align 4
  %11 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.3*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.3* %0, %class.anon.3** %4, align 4
  %5 = load %class.anon.3*, %class.anon.3** %4, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %3, align 4
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, i32* %9, align 4
  ret i32 %11
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z"(i8* noundef %0) #7 comdat align 2 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  call x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %class.anon.6*, align 4
  store i8* %1, i8** %3, align 4
  store %class.anon.6* %0, %class.anon.6** %4, align 4
  %5 = load %class.anon.6*, %class.anon.6** %4, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = bitcast i8* %6 to %class.anon.3*
  %8 = load i8*, i8** %3, align 4
  call void @free(i8* noundef %8)
  ret void
}

declare dso_local void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z"(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Bird*, align 4
  %4 = alloca %class.Owner*, align 4
  store %struct.Bird* %1, %struct.Bird** %3, align 4
  store %class.Owner* %0, %class.Owner** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %4, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %struct.Bird*, %struct.Bird** %3, align 4
  store %struct.Bird* %7, %struct.Bird** %6, align 4
  ret %class.Owner* %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"?reset@?$Owner@UBird@@@@QAEXXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  %6 = icmp ne %struct.Bird* %5, null
  br i1 %6, label %7, label %19

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4
  %10 = bitcast %struct.Bird* %9 to i8* (%struct.Bird*, i32)***
  %11 = load i8* (%struct.Bird*, i32)**, i8* (%struct.Bird*, i32)*** %10, align 4
  %12 = getelementptr inbounds i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %11, i64 0
  %13 = load i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %12, align 4
  %14 = call x86_thiscallcc noundef i8* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 0) #10
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4
  %17 = bitcast %struct.Bird* %16 to i8*
  call void @free(i8* noundef %17)
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %18, align 4
  br label %19

19:                                               ; preds = %7, %1
  ret void
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?step@Doubler@@QAEHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Doubler*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Doubler* %0, %struct.Doubler** %4, align 4
  %5 = load %struct.Doubler*, %struct.Doubler** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret %class.anon.2* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z"
}

; Function Attrs: noinline optnone
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i8*, align 4
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store i8* %0, i8** %6, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %4, align 8
  %10 = call x86_thiscallcc noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9)
  ret double %10
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #1 align 2 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8*, align 4
  %8 = alloca %class.anon.8*, align 4
  store double %3, double* %5, align 8
  store double %2, double* %6, align 8
  store i8* %1, i8** %7, align 4
  store %class.anon.8* %0, %class.anon.8** %8, align 4
  %9 = load %class.anon.8*, %class.anon.8** %8, align 4
  %10 = load i8*, i8** %7, align 4
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = load double, double* %5, align 8
  %13 = load double, double* %6, align 8
  %14 = call x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %13, double noundef %12)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.anon.2*, align 4
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %class.anon.2* %0, %class.anon.2** %6, align 4
  %7 = load %class.anon.2*, %class.anon.2** %6, align 4
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

; Function Attrs: noinline optnone
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z"(i8* noundef %0) #7 align 2 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  call x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %class.anon.10*, align 4
  store i8* %1, i8** %3, align 4
  store %class.anon.10* %0, %class.anon.10** %4, align 4
  %5 = load %class.anon.10*, %class.anon.10** %4, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = bitcast i8* %6 to %class.anon.2*
  %8 = load i8*, i8** %3, align 4
  call void @free(i8* noundef %8)
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #7 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
