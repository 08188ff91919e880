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
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !161 {
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
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !196, metadata !DIExpression()), !dbg !197
  call void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* sret(%class.Owner) align 4 %2), !dbg !197
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !198, metadata !DIExpression()), !dbg !199
  %26 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %201, !dbg !199

27:                                               ; preds = %0
  %28 = call x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %26) #10, !dbg !199
  %29 = invoke x86_thiscallcc noundef %struct.Bird* @"??C?$Owner@UBird@@@@QBEPAUBird@@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %30 unwind label %199, !dbg !200

30:                                               ; preds = %27
  %31 = bitcast %struct.Bird* %29 to i8* (%struct.Bird*)***, !dbg !200
  %32 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %31, align 4, !dbg !200
  %33 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %32, i64 1, !dbg !200
  %34 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %33, align 4, !dbg !200
  %35 = invoke x86_thiscallcc noundef i8* %34(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %29)
          to label %36 unwind label %199, !dbg !200

36:                                               ; preds = %30
  %37 = invoke x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %199, !dbg !200

38:                                               ; preds = %36
  %39 = zext i1 %37 to i32, !dbg !200
  %40 = invoke x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %41 unwind label %199, !dbg !200

41:                                               ; preds = %38
  %42 = zext i1 %40 to i32, !dbg !200
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %42, i32 noundef %39, i8* noundef %35)
          to label %44 unwind label %199, !dbg !200

44:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata %struct.Point3* %4, metadata !201, metadata !DIExpression()), !dbg !207
  invoke void @"?make_point@@YA?AUPoint3@@H@Z"(%struct.Point3* sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %45 unwind label %199, !dbg !207

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 2, !dbg !208
  %47 = load i32, i32* %46, align 4, !dbg !208
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 1, !dbg !208
  %49 = load i32, i32* %48, align 4, !dbg !208
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 0, !dbg !208
  %51 = load i32, i32* %50, align 4, !dbg !208
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %51, i32 noundef %49, i32 noundef %47)
          to label %53 unwind label %199, !dbg !208

53:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata [3 x i32]* %5, metadata !209, metadata !DIExpression()), !dbg !213
  %54 = bitcast [3 x i32]* %5 to i8*, !dbg !213
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %54, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false), !dbg !213
  call void @llvm.dbg.declare(metadata [3 x i32]** %6, metadata !214, metadata !DIExpression()), !dbg !216
  store [3 x i32]* %5, [3 x i32]** %6, align 4, !dbg !216
  %55 = load [3 x i32]*, [3 x i32]** %6, align 4, !dbg !217
  %56 = getelementptr inbounds [3 x i32], [3 x i32]* %55, i32 0, i32 1, !dbg !217
  store i32 50, i32* %56, align 4, !dbg !217
  %57 = load [3 x i32]*, [3 x i32]** %6, align 4, !dbg !218
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 2, !dbg !218
  %59 = load i32, i32* %58, align 4, !dbg !218
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 1, !dbg !218
  %61 = load i32, i32* %60, align 4, !dbg !218
  %62 = load [3 x i32]*, [3 x i32]** %6, align 4, !dbg !218
  %63 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i32 0, i32 0, !dbg !218
  %64 = load i32, i32* %63, align 4, !dbg !218
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %64, i32 noundef %61, i32 noundef %59)
          to label %66 unwind label %199, !dbg !218

66:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata %struct.Vec2* %7, metadata !219, metadata !DIExpression()), !dbg !220
  %67 = bitcast %struct.Vec2* %7 to i8*, !dbg !220
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %67, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false), !dbg !220
  call void @llvm.dbg.declare(metadata %struct.Vec2* %8, metadata !221, metadata !DIExpression()), !dbg !222
  %68 = bitcast %struct.Vec2* %8 to i8*, !dbg !222
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false), !dbg !222
  %69 = invoke x86_thiscallcc noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QAEAAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %70 unwind label %199, !dbg !223

70:                                               ; preds = %66
  %71 = load float, float* %69, align 4, !dbg !223
  %72 = fadd float %71, 1.000000e+00, !dbg !223
  store float %72, float* %69, align 4, !dbg !223
  %73 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %74 unwind label %199, !dbg !224

74:                                               ; preds = %70
  %75 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0, !dbg !224
  store float 2.500000e+00, float* %75, align 4, !dbg !224
  %76 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1, !dbg !224
  store float 4.000000e+00, float* %76, align 4, !dbg !224
  %77 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0, !dbg !224
  %78 = load float, float* %77, align 4, !dbg !224
  %79 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1, !dbg !224
  %80 = load float, float* %79, align 4, !dbg !224
  %81 = invoke x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %7, float %78, float %80)
          to label %82 unwind label %199, !dbg !224

82:                                               ; preds = %74
  %83 = zext i1 %81 to i32, !dbg !224
  %84 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1, !dbg !224
  %85 = load float, float* %84, align 4, !dbg !224
  %86 = fpext float %85 to double, !dbg !224
  %87 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0, !dbg !224
  %88 = load float, float* %87, align 4, !dbg !224
  %89 = fpext float %88 to double, !dbg !224
  %90 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef %89, double noundef %86, i32 noundef %83, i32 noundef %73)
          to label %91 unwind label %199, !dbg !224

91:                                               ; preds = %82
  %92 = invoke noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %93 unwind label %199, !dbg !225

93:                                               ; preds = %91
  %94 = invoke noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %95 unwind label %199, !dbg !225

95:                                               ; preds = %93
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 0, i32 0), i32 noundef %94, double noundef %92)
          to label %97 unwind label %199, !dbg !225

97:                                               ; preds = %95
  invoke void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %98 unwind label %199, !dbg !226

98:                                               ; preds = %97
  %99 = invoke noundef i8* @"??$describe@PBD@@YAPBDPBD@Z"(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i32 0, i32 0))
          to label %100 unwind label %199, !dbg !227

100:                                              ; preds = %98
  %101 = invoke noundef i8* @"??$describe@N@@YAPBDN@Z"(double noundef 2.000000e+00)
          to label %102 unwind label %199, !dbg !227

102:                                              ; preds = %100
  %103 = invoke noundef i8* @"??$describe@H@@YAPBDH@Z"(i32 noundef 3)
          to label %104 unwind label %199, !dbg !227

104:                                              ; preds = %102
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %103, i8* noundef %101, i8* noundef %99)
          to label %106 unwind label %199, !dbg !227

106:                                              ; preds = %104
  call void @llvm.dbg.declare(metadata %struct.Doubler* %10, metadata !228, metadata !DIExpression()), !dbg !229
  %107 = call x86_thiscallcc noundef %struct.Doubler* @"??0Doubler@@QAE@XZ"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %10) #10, !dbg !229
  call void @llvm.dbg.declare(metadata i32* %11, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 0, i32* %11, align 4, !dbg !231
  call void @llvm.dbg.declare(metadata i32* %12, metadata !232, metadata !DIExpression()), !dbg !234
  store i32 0, i32* %12, align 4, !dbg !234
  br label %108, !dbg !234

108:                                              ; preds = %118, %106
  %109 = load i32, i32* %12, align 4, !dbg !234
  %110 = icmp slt i32 %109, 4, !dbg !234
  br i1 %110, label %111, label %121, !dbg !234

111:                                              ; preds = %108
  %112 = bitcast %struct.Doubler* %10 to %struct.Counter*, !dbg !235
  %113 = load i32, i32* %12, align 4, !dbg !235
  %114 = invoke x86_thiscallcc noundef i32 @"?run@?$Counter@UDoubler@@@@QAEHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %112, i32 noundef %113)
          to label %115 unwind label %199, !dbg !235

115:                                              ; preds = %111
  %116 = load i32, i32* %11, align 4, !dbg !235
  %117 = add nsw i32 %116, %114, !dbg !235
  store i32 %117, i32* %11, align 4, !dbg !235
  br label %118, !dbg !235

118:                                              ; preds = %115
  %119 = load i32, i32* %12, align 4, !dbg !235
  %120 = add nsw i32 %119, 1, !dbg !235
  store i32 %120, i32* %12, align 4, !dbg !235
  br label %108, !dbg !235, !llvm.loop !237

121:                                              ; preds = %108
  %122 = bitcast %struct.Doubler* %10 to %struct.Counter*, !dbg !239
  %123 = getelementptr inbounds %struct.Counter, %struct.Counter* %122, i32 0, i32 0, !dbg !239
  %124 = load i32, i32* %123, align 4, !dbg !239
  %125 = load i32, i32* %11, align 4, !dbg !239
  %126 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %125, i32 noundef %124)
          to label %127 unwind label %199, !dbg !239

127:                                              ; preds = %121
  call void @llvm.dbg.declare(metadata i8* %13, metadata !240, metadata !DIExpression()), !dbg !241
  %128 = invoke noundef zeroext i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %129 unwind label %199, !dbg !241

129:                                              ; preds = %127
  store i8 %128, i8* %13, align 1, !dbg !241
  %130 = load i8, i8* %13, align 1, !dbg !242
  %131 = zext i8 %130 to i32, !dbg !242
  %132 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %131)
          to label %133 unwind label %199, !dbg !242

133:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata i32* %14, metadata !243, metadata !DIExpression()), !dbg !245
  store i32 4, i32* %14, align 4, !dbg !245
  call void @llvm.dbg.declare(metadata i8** %15, metadata !246, metadata !DIExpression()), !dbg !248
  store i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B3AE" to i8*), i8** %15, align 4, !dbg !248
  call void @llvm.dbg.declare(metadata i8** %16, metadata !249, metadata !DIExpression()), !dbg !251
  store i8* bitcast (i32 (%struct.Animal*)* @"?twice_legs@Animal@@QBEHXZ" to i8*), i8** %16, align 4, !dbg !251
  call void @llvm.dbg.declare(metadata %struct.Bird* %17, metadata !252, metadata !DIExpression()), !dbg !253
  %134 = invoke x86_thiscallcc noundef %struct.Bird* @"??0Bird@@QAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17)
          to label %135 unwind label %199, !dbg !253

135:                                              ; preds = %133
  call void @llvm.dbg.declare(metadata %struct.Animal** %18, metadata !254, metadata !DIExpression()), !dbg !256
  %136 = bitcast %struct.Bird* %17 to %struct.Animal*, !dbg !256
  store %struct.Animal* %136, %struct.Animal** %18, align 4, !dbg !256
  %137 = bitcast %struct.Bird* %17 to %struct.Animal*, !dbg !257
  %138 = load i8*, i8** %16, align 4, !dbg !257
  %139 = bitcast i8* %138 to i32 (%struct.Animal*)*, !dbg !257
  %140 = invoke x86_thiscallcc noundef i32 %139(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %137)
          to label %141 unwind label %197, !dbg !257

141:                                              ; preds = %135
  %142 = load %struct.Animal*, %struct.Animal** %18, align 4, !dbg !257
  %143 = load i8*, i8** %15, align 4, !dbg !257
  %144 = bitcast i8* %143 to i8* (%struct.Animal*)*, !dbg !257
  %145 = invoke x86_thiscallcc noundef i8* %144(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %142)
          to label %146 unwind label %197, !dbg !257

146:                                              ; preds = %141
  %147 = load %struct.Animal*, %struct.Animal** %18, align 4, !dbg !257
  %148 = load i32, i32* %14, align 4, !dbg !257
  %149 = bitcast %struct.Animal* %147 to i8*, !dbg !257
  %150 = getelementptr inbounds i8, i8* %149, i32 %148, !dbg !257
  %151 = bitcast i8* %150 to i32*, !dbg !257
  %152 = load i32, i32* %151, align 4, !dbg !257
  %153 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %152, i8* noundef %145, i32 noundef %140)
          to label %154 unwind label %197, !dbg !257

154:                                              ; preds = %146
  call void @llvm.dbg.declare(metadata i32* %19, metadata !258, metadata !DIExpression()), !dbg !259
  store i32 10, i32* %19, align 4, !dbg !259
  call void @llvm.dbg.declare(metadata %class.anon* %20, metadata !260, metadata !DIExpression()), !dbg !265
  %155 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 0, !dbg !265
  store i32 0, i32* %155, align 4, !dbg !265
  %156 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 1, !dbg !265
  %157 = load i32, i32* %19, align 4, !dbg !265
  store i32 %157, i32* %156, align 4, !dbg !265
  %158 = invoke x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %159 unwind label %197, !dbg !266

159:                                              ; preds = %154
  call void @llvm.dbg.declare(metadata %class.anon.0* %21, metadata !267, metadata !DIExpression()), !dbg !272
  %160 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 0, !dbg !272
  %161 = load i32, i32* %19, align 4, !dbg !272
  store i32 %161, i32* %160, align 4, !dbg !272
  %162 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 1, !dbg !272
  %163 = getelementptr inbounds [3 x i32], [3 x i32]* %162, i32 0, i32 0, !dbg !272
  br label %164, !dbg !272

164:                                              ; preds = %164, %159
  %165 = phi i32 [ 0, %159 ], [ %169, %164 ], !dbg !272
  %166 = getelementptr inbounds i32, i32* %163, i32 %165, !dbg !272
  %167 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 %165, !dbg !272
  %168 = load i32, i32* %167, align 4, !dbg !272
  store i32 %168, i32* %166, align 4, !dbg !272
  %169 = add nuw i32 %165, 1, !dbg !272
  %170 = icmp eq i32 %169, 3, !dbg !272
  br i1 %170, label %171, label %164, !dbg !272

171:                                              ; preds = %164
  %172 = invoke x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %21)
          to label %173 unwind label %197, !dbg !273

173:                                              ; preds = %171
  %174 = invoke x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %175 unwind label %197, !dbg !273

175:                                              ; preds = %173
  %176 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %174, i32 noundef %172)
          to label %177 unwind label %197, !dbg !273

177:                                              ; preds = %175
  call void @llvm.dbg.declare(metadata %struct.Accum* %22, metadata !274, metadata !DIExpression()), !dbg !275
  %178 = call x86_thiscallcc noundef %struct.Accum* @"??0Accum@@QAE@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22) #10, !dbg !275
  call void @llvm.dbg.declare(metadata %class.Function* %23, metadata !276, metadata !DIExpression()), !dbg !278
  invoke x86_thiscallcc void @"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22, %class.Function* sret(%class.Function) align 4 %23)
          to label %179 unwind label %197, !dbg !278

179:                                              ; preds = %177
  %180 = invoke x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %181 unwind label %193, !dbg !279

181:                                              ; preds = %179
  %182 = invoke x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %183 unwind label %193, !dbg !280

183:                                              ; preds = %181
  call x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #10, !dbg !281
  call void @llvm.dbg.declare(metadata %class.Function.1* %24, metadata !282, metadata !DIExpression()), !dbg !283
  %184 = invoke x86_thiscallcc noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24, %class.anon.2* noundef byval(%class.anon.2) align 4 %25)
          to label %185 unwind label %197, !dbg !283

185:                                              ; preds = %183
  %186 = invoke x86_thiscallcc noundef double @"??R?$Function@$$A6ANNN@Z@@QBENNN@Z"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %187 unwind label %195, !dbg !284

187:                                              ; preds = %185
  %188 = getelementptr inbounds %struct.Accum, %struct.Accum* %22, i32 0, i32 0, !dbg !284
  %189 = load i32, i32* %188, align 4, !dbg !284
  %190 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %189, double noundef %186)
          to label %191 unwind label %195, !dbg !284

191:                                              ; preds = %187
  store i32 0, i32* %1, align 4, !dbg !285
  call x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #10, !dbg !286
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #10, !dbg !286
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !286
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !286
  %192 = load i32, i32* %1, align 4, !dbg !286
  ret i32 %192, !dbg !286

193:                                              ; preds = %181, %179
  %194 = cleanuppad within none [], !dbg !281
  call x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #10 [ "funclet"(token %194) ], !dbg !281
  cleanupret from %194 unwind label %197, !dbg !281

195:                                              ; preds = %187, %185
  %196 = cleanuppad within none [], !dbg !286
  call x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #10 [ "funclet"(token %196) ], !dbg !286
  cleanupret from %196 unwind label %197, !dbg !286

197:                                              ; preds = %195, %183, %193, %177, %175, %173, %171, %154, %146, %141, %135
  %198 = cleanuppad within none [], !dbg !286
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #10 [ "funclet"(token %198) ], !dbg !286
  cleanupret from %198 unwind label %199, !dbg !286

199:                                              ; preds = %197, %133, %129, %127, %121, %111, %104, %102, %100, %98, %97, %95, %93, %91, %82, %74, %70, %66, %53, %45, %44, %41, %38, %36, %30, %27
  %200 = cleanuppad within none [], !dbg !286
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %200) ], !dbg !286
  cleanupret from %200 unwind label %201, !dbg !286

201:                                              ; preds = %199, %0
  %202 = cleanuppad within none [], !dbg !286
  call x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10 [ "funclet"(token %202) ], !dbg !286
  cleanupret from %202 unwind to caller, !dbg !286
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"(%class.Owner* noalias sret(%class.Owner) align 4 %0) #2 comdat !dbg !287 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !292, metadata !DIExpression()), !dbg !293
  %5 = call i8* @malloc(i32 noundef 8), !dbg !293
  store i8* %5, i8** %3, align 4, !dbg !293
  %6 = load i8*, i8** %3, align 4, !dbg !294
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !294
  %8 = call x86_thiscallcc noundef %struct.Bird* @"??0Bird@@QAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7), !dbg !294
  %9 = call x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7), !dbg !294
  ret void, !dbg !294
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.Owner* @"??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !295 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !304, metadata !DIExpression()), !dbg !305
  %3 = load %class.Owner*, %class.Owner** %2, align 4, !dbg !305
  ret %class.Owner* %3, !dbg !305
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@$$QAV0@@Z"(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 !dbg !306 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %1, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !307, metadata !DIExpression()), !dbg !308
  store %class.Owner* %0, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !309, metadata !DIExpression()), !dbg !311
  %5 = load %class.Owner*, %class.Owner** %4, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !308
  %7 = load %class.Owner*, %class.Owner** %3, align 4, !dbg !308
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !308
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !308
  store %struct.Bird* %9, %struct.Bird** %6, align 4, !dbg !308
  %10 = load %class.Owner*, %class.Owner** %3, align 4, !dbg !312
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !312
  store %struct.Bird* null, %struct.Bird** %11, align 4, !dbg !312
  ret %class.Owner* %5, !dbg !308
}

declare dso_local i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Bird* @"??C?$Owner@UBird@@@@QBEPAUBird@@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 !dbg !314 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !315, metadata !DIExpression()), !dbg !317
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !318
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !318
  ret %struct.Bird* %5, !dbg !318
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??B?$Owner@UBird@@@@QBE_NXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 !dbg !319 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !320, metadata !DIExpression()), !dbg !321
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !322
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !322
  %6 = icmp ne %struct.Bird* %5, null, !dbg !322
  ret i1 %6, !dbg !322
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"?make_point@@YA?AUPoint3@@H@Z"(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #3 !dbg !323 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Point3* %0 to i8*
  store i8* %5, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !326, metadata !DIExpression()), !dbg !327
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !327
  %7 = load i32, i32* %4, align 4, !dbg !327
  store i32 %7, i32* %6, align 4, !dbg !327
  %8 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !327
  %9 = load i32, i32* %4, align 4, !dbg !327
  %10 = mul nsw i32 %9, 2, !dbg !327
  store i32 %10, i32* %8, align 4, !dbg !327
  %11 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !327
  %12 = load i32, i32* %4, align 4, !dbg !327
  %13 = mul nsw i32 %12, 3, !dbg !327
  store i32 %13, i32* %11, align 4, !dbg !327
  ret void, !dbg !327
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 4 dereferenceable(4) float* @"??AVec2@@QAEAAMH@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !328 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Vec2*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !329, metadata !DIExpression()), !dbg !330
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !331, metadata !DIExpression()), !dbg !333
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %6 = load i32, i32* %3, align 4, !dbg !330
  %7 = icmp ne i32 %6, 0, !dbg !330
  br i1 %7, label %8, label %10, !dbg !330

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !330
  br label %12, !dbg !330

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !330
  br label %12, !dbg !330

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !330
  ret float* %13, !dbg !330
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) #2 comdat !dbg !334 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !335, metadata !DIExpression()), !dbg !336
  %3 = load i32, i32* %2, align 4, !dbg !336
  %4 = icmp slt i32 %3, 2, !dbg !336
  br i1 %4, label %5, label %7, !dbg !336

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !336
  br label %15, !dbg !336

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !336
  %9 = sub nsw i32 %8, 1, !dbg !336
  %10 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %9), !dbg !336
  %11 = load i32, i32* %2, align 4, !dbg !336
  %12 = sub nsw i32 %11, 2, !dbg !336
  %13 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %12), !dbg !336
  %14 = add nsw i32 %10, %13, !dbg !336
  br label %15, !dbg !336

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !336
  ret i32 %16, !dbg !336
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NU0@@Z"(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, float %1, float %2) #3 comdat align 2 !dbg !337 {
  %4 = alloca %struct.Vec2, align 4
  %5 = alloca %struct.Vec2*, align 4
  %6 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0
  store float %1, float* %6, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1
  store float %2, float* %7, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2* %4, metadata !338, metadata !DIExpression()), !dbg !339
  store %struct.Vec2* %0, %struct.Vec2** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %5, metadata !340, metadata !DIExpression()), !dbg !342
  %8 = load %struct.Vec2*, %struct.Vec2** %5, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0, !dbg !339
  %10 = load float, float* %9, align 4, !dbg !339
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0, !dbg !339
  %12 = load float, float* %11, align 4, !dbg !339
  %13 = fcmp oeq float %10, %12, !dbg !339
  br i1 %13, label %14, label %20, !dbg !339

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1, !dbg !339
  %16 = load float, float* %15, align 4, !dbg !339
  %17 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1, !dbg !339
  %18 = load float, float* %17, align 4, !dbg !339
  %19 = fcmp oeq float %16, %18, !dbg !339
  br label %20, !dbg !339

20:                                               ; preds = %14, %3
  %21 = phi i1 [ false, %3 ], [ %19, %14 ], !dbg !339
  ret i1 %21, !dbg !339
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$sum_all@NM@@YA?A?<auto>@@NM@Z"(double noundef %0, float noundef %1) #3 comdat !dbg !343 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %1, float* %3, align 4
  call void @llvm.dbg.declare(metadata float* %3, metadata !351, metadata !DIExpression()), !dbg !352
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !353, metadata !DIExpression()), !dbg !352
  %5 = load double, double* %4, align 8, !dbg !352
  %6 = load float, float* %3, align 4, !dbg !352
  %7 = fadd float %6, 0.000000e+00, !dbg !352
  %8 = fpext float %7 to double, !dbg !352
  %9 = fadd double %5, %8, !dbg !352
  ret double %9, !dbg !352
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z"(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !354 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !361, metadata !DIExpression()), !dbg !362
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !363, metadata !DIExpression()), !dbg !362
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !364, metadata !DIExpression()), !dbg !362
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !365, metadata !DIExpression()), !dbg !362
  %9 = load i32, i32* %8, align 4, !dbg !362
  %10 = load i32, i32* %7, align 4, !dbg !362
  %11 = load i32, i32* %6, align 4, !dbg !362
  %12 = load i32, i32* %5, align 4, !dbg !362
  %13 = add nsw i32 %12, 0, !dbg !362
  %14 = add nsw i32 %11, %13, !dbg !362
  %15 = add nsw i32 %10, %14, !dbg !362
  %16 = add nsw i32 %9, %15, !dbg !362
  ret i32 %16, !dbg !362
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @"??$print_all@HDJF@@YAXHDJF@Z"(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #2 comdat !dbg !366 {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i16 %3, i16* %5, align 2
  call void @llvm.dbg.declare(metadata i16* %5, metadata !376, metadata !DIExpression()), !dbg !377
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !378, metadata !DIExpression()), !dbg !377
  store i8 %1, i8* %7, align 1
  call void @llvm.dbg.declare(metadata i8* %7, metadata !379, metadata !DIExpression()), !dbg !377
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !380, metadata !DIExpression()), !dbg !377
  %9 = load i32, i32* %8, align 4, !dbg !377
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %9), !dbg !377
  %11 = load i8, i8* %7, align 1, !dbg !377
  %12 = sext i8 %11 to i32, !dbg !377
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %12), !dbg !377
  %14 = load i32, i32* %6, align 4, !dbg !377
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %14), !dbg !377
  %16 = load i16, i16* %5, align 2, !dbg !377
  %17 = sext i16 %16 to i32, !dbg !377
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 0, i32 0), i32 noundef %17), !dbg !377
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i32 0, i32 0)), !dbg !377
  ret void, !dbg !377
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$describe@PBD@@YAPBDPBD@Z"(i8* noundef %0) #3 comdat !dbg !381 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !386, metadata !DIExpression()), !dbg !387
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i32 0, i32 0), !dbg !388
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$describe@N@@YAPBDN@Z"(double noundef %0) #3 comdat !dbg !391 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !396, metadata !DIExpression()), !dbg !397
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0), !dbg !398
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"??$describe@H@@YAPBDH@Z"(i32 noundef %0) #3 comdat !dbg !401 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !406, metadata !DIExpression()), !dbg !407
  %3 = load i32, i32* %2, align 4, !dbg !408
  %4 = icmp sgt i32 %3, 0, !dbg !408
  %5 = zext i1 %4 to i64, !dbg !408
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GBBELCCM@positive?5int?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@PHDGBFCD@non?9positive?5int?$AA@", i32 0, i32 0), !dbg !408
  ret i8* %6, !dbg !408
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Doubler* @"??0Doubler@@QAE@XZ"(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !410 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !414, metadata !DIExpression()), !dbg !415
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !416
  %5 = call x86_thiscallcc noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !416
  ret %struct.Doubler* %3, !dbg !416
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?run@?$Counter@UDoubler@@@@QAEHH@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !417 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Counter*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !418, metadata !DIExpression()), !dbg !419
  store %struct.Counter* %0, %struct.Counter** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %4, metadata !420, metadata !DIExpression()), !dbg !422
  %5 = load %struct.Counter*, %struct.Counter** %4, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !419
  %7 = load i32, i32* %6, align 4, !dbg !419
  %8 = add nsw i32 %7, 1, !dbg !419
  store i32 %8, i32* %6, align 4, !dbg !419
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !419
  %10 = load i32, i32* %3, align 4, !dbg !419
  %11 = call x86_thiscallcc noundef i32 @"?step@Doubler@@QAEHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !419
  ret i32 %11, !dbg !419
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i8 @"??U@YA?AW4Color@@W40@0@Z"(i8 noundef zeroext %0, i8 noundef zeroext %1) #3 comdat !dbg !423 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %1, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !426, metadata !DIExpression()), !dbg !427
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !428, metadata !DIExpression()), !dbg !427
  %5 = load i8, i8* %4, align 1, !dbg !427
  %6 = zext i8 %5 to i32, !dbg !427
  %7 = load i8, i8* %3, align 1, !dbg !427
  %8 = zext i8 %7 to i32, !dbg !427
  %9 = or i32 %6, %8, !dbg !427
  %10 = trunc i32 %9 to i8, !dbg !427
  ret i8 %10, !dbg !427
}

; Function Attrs: noinline optnone
define linkonce_odr x86_thiscallcc void @"??_9Animal@@$B3AE"(%struct.Animal* noundef %0, ...) #7 comdat align 2 !dbg !429 {
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
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice_legs@Animal@@QBEHXZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 !dbg !431 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !432, metadata !DIExpression()), !dbg !434
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !435
  %5 = load i32, i32* %4, align 4, !dbg !435
  %6 = mul nsw i32 %5, 2, !dbg !435
  ret i32 %6, !dbg !435
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Bird* @"??0Bird@@QAE@XZ"(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !436 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !437, metadata !DIExpression()), !dbg !438
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !439
  %5 = call x86_thiscallcc noundef %struct.Animal* @"??0Animal@@QAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !439
  %6 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !439
  store i32 (...)** bitcast (i8** @"??_7Bird@@6B@" to i32 (...)**), i32 (...)*** %6, align 4, !dbg !439
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !440
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1, !dbg !440
  store i32 2, i32* %8, align 4, !dbg !440
  ret %struct.Bird* %3, !dbg !439
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !442 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !450, metadata !DIExpression()), !dbg !452
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !453
  %5 = load i32, i32* %4, align 4, !dbg !453
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !453
  %7 = load i32, i32* %6, align 4, !dbg !453
  %8 = add nsw i32 %7, 1, !dbg !453
  store i32 %8, i32* %6, align 4, !dbg !453
  %9 = add nsw i32 %5, %7, !dbg !453
  ret i32 %9, !dbg !453
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !454 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !462, metadata !DIExpression()), !dbg !464
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !465
  %5 = load i32, i32* %4, align 4, !dbg !465
  %6 = mul nsw i32 %5, 2, !dbg !465
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !465
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0, !dbg !465
  %9 = load i32, i32* %8, align 4, !dbg !465
  %10 = add nsw i32 %6, %9, !dbg !465
  ret i32 %10, !dbg !465
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Accum* @"??0Accum@@QAE@XZ"(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !466 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !470, metadata !DIExpression()), !dbg !471
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !472
  store i32 0, i32* %4, align 4, !dbg !472
  ret %struct.Accum* %3, !dbg !472
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ"(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0, %class.Function* noalias sret(%class.Function) align 4 %1) #2 comdat align 2 !dbg !38 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %1 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %0, %struct.Accum** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !473, metadata !DIExpression()), !dbg !474
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !475
  store %struct.Accum* %7, %struct.Accum** %8, align 4, !dbg !475
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !475
  %10 = load %struct.Accum*, %struct.Accum** %9, align 4, !dbg !475
  %11 = call x86_thiscallcc noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %1, %struct.Accum* %10), !dbg !475
  ret void, !dbg !475
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R?$Function@$$A6AHH@Z@@QBEHH@Z"(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #2 comdat align 2 !dbg !476 {
  %3 = alloca i32, align 4
  %4 = alloca %class.Function*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !477, metadata !DIExpression()), !dbg !478
  store %class.Function* %0, %class.Function** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !479, metadata !DIExpression()), !dbg !481
  %5 = load %class.Function*, %class.Function** %4, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !478
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4, !dbg !478
  %8 = load i32, i32* %3, align 4, !dbg !478
  %9 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !478
  %10 = load i8*, i8** %9, align 4, !dbg !478
  %11 = call noundef i32 %7(i8* noundef %10, i32 noundef %8), !dbg !478
  ret i32 %11, !dbg !478
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Function@$$A6AHH@Z@@QAE@XZ"(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !482 {
  %2 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %2, metadata !483, metadata !DIExpression()), !dbg !485
  %3 = load %class.Function*, %class.Function** %2, align 4
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !486
  %5 = load void (i8*)*, void (i8*)** %4, align 4, !dbg !486
  %6 = icmp ne void (i8*)* %5, null, !dbg !486
  br i1 %6, label %7, label %13, !dbg !486

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !488
  %9 = load void (i8*)*, void (i8*)** %8, align 4, !dbg !488
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0, !dbg !488
  %11 = load i8*, i8** %10, align 4, !dbg !488
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !488

12:                                               ; preds = %7
  br label %13, !dbg !488

13:                                               ; preds = %12, %1
  ret void, !dbg !490

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !488
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !488
  unreachable, !dbg !488
}

; Function Attrs: noinline optnone
define internal x86_thiscallcc noundef %class.Function.1* @"??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z"(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0, %class.anon.2* noundef byval(%class.anon.2) align 4 %1) unnamed_addr #8 align 2 !dbg !491 {
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  call void @llvm.dbg.declare(metadata %class.anon.2* %1, metadata !497, metadata !DIExpression()), !dbg !498
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !499, metadata !DIExpression()), !dbg !501
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !498
  store i8* null, i8** %7, align 4, !dbg !498
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !498
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4, !dbg !498
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !498
  store void (i8*)* null, void (i8*)** %9, align 4, !dbg !498
  %10 = call i8* @malloc(i32 noundef 1), !dbg !502
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !502
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %1), !dbg !502
  %13 = bitcast %class.anon.2* %11 to i8*, !dbg !502
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !502
  store i8* %13, i8** %14, align 4, !dbg !502
  %15 = call x86_thiscallcc noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #10, !dbg !504
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !504
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4, !dbg !504
  %17 = call x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !505
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !505
  store void (i8*)* %17, void (i8*)** %18, align 4, !dbg !505
  ret %class.Function.1* %6, !dbg !506
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"??R?$Function@$$A6ANNN@Z@@QBENNN@Z"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #2 comdat align 2 !dbg !507 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.Function.1*, align 4
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !508, metadata !DIExpression()), !dbg !509
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !510, metadata !DIExpression()), !dbg !509
  store %class.Function.1* %0, %class.Function.1** %6, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %6, metadata !511, metadata !DIExpression()), !dbg !513
  %7 = load %class.Function.1*, %class.Function.1** %6, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !509
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4, !dbg !509
  %10 = load double, double* %4, align 8, !dbg !509
  %11 = load double, double* %5, align 8, !dbg !509
  %12 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !509
  %13 = load i8*, i8** %12, align 4, !dbg !509
  %14 = call noundef double %9(i8* noundef %13, double noundef %11, double noundef %10), !dbg !509
  ret double %14, !dbg !509
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Function@$$A6ANNN@Z@@QAE@XZ"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !514 {
  %2 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %2, metadata !515, metadata !DIExpression()), !dbg !516
  %3 = load %class.Function.1*, %class.Function.1** %2, align 4
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !517
  %5 = load void (i8*)*, void (i8*)** %4, align 4, !dbg !517
  %6 = icmp ne void (i8*)* %5, null, !dbg !517
  br i1 %6, label %7, label %13, !dbg !517

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !519
  %9 = load void (i8*)*, void (i8*)** %8, align 4, !dbg !519
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0, !dbg !519
  %11 = load i8*, i8** %10, align 4, !dbg !519
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !519

12:                                               ; preds = %7
  br label %13, !dbg !519

13:                                               ; preds = %12, %1
  ret void, !dbg !521

14:                                               ; preds = %7
  %15 = cleanuppad within none [], !dbg !519
  call void @__std_terminate() #11 [ "funclet"(token %15) ], !dbg !519
  unreachable, !dbg !519
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !522 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !524, metadata !DIExpression()), !dbg !525
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !526
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !526
  ret void, !dbg !528
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1?$Owner@UBird@@@@QAE@XZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !529 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !530, metadata !DIExpression()), !dbg !531
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke x86_thiscallcc void @"?reset@?$Owner@UBird@@@@QAEXXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !532

4:                                                ; preds = %1
  ret void, !dbg !534

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !532
  call void @__std_terminate() #11 [ "funclet"(token %6) ], !dbg !532
  unreachable, !dbg !532
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Counter* @"??0?$Counter@UDoubler@@@@QAE@XZ"(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !535 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !539, metadata !DIExpression()), !dbg !540
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !541
  store i32 0, i32* %4, align 4, !dbg !541
  ret %struct.Counter* %3, !dbg !541
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Animal* @"??0Animal@@QAE@XZ"(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !542 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !544, metadata !DIExpression()), !dbg !546
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !547
  store i32 (...)** bitcast (i8** @"??_7Animal@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !dbg !547
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !547
  store i32 4, i32* %5, align 4, !dbg !547
  ret %struct.Animal* %3, !dbg !547
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBird@@UAEPAXI@Z"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !548 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Bird*, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !549, metadata !DIExpression()), !dbg !550
  store %struct.Bird* %0, %struct.Bird** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %5, metadata !551, metadata !DIExpression()), !dbg !550
  %6 = load %struct.Bird*, %struct.Bird** %5, align 4
  %7 = bitcast %struct.Bird* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Bird@@UAE@XZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %6) #10, !dbg !552
  %9 = icmp eq i32 %8, 0, !dbg !552
  br i1 %9, label %12, label %10, !dbg !552

10:                                               ; preds = %2
  %11 = bitcast %struct.Bird* %6 to i8*, !dbg !552
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #12, !dbg !552
  br label %12, !dbg !552

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4, !dbg !552
  ret i8* %13, !dbg !552
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?sound@Bird@@UBEPBDXZ"(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !553 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !554, metadata !DIExpression()), !dbg !556
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i32 0, i32 0), !dbg !557
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GAnimal@@UAEPAXI@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !558 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Animal*, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !559, metadata !DIExpression()), !dbg !560
  store %struct.Animal* %0, %struct.Animal** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %5, metadata !561, metadata !DIExpression()), !dbg !560
  %6 = load %struct.Animal*, %struct.Animal** %5, align 4
  %7 = bitcast %struct.Animal* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %6) #10, !dbg !562
  %9 = icmp eq i32 %8, 0, !dbg !562
  br i1 %9, label %12, label %10, !dbg !562

10:                                               ; preds = %2
  %11 = bitcast %struct.Animal* %6 to i8*, !dbg !562
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #12, !dbg !562
  br label %12, !dbg !562

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4, !dbg !562
  ret i8* %13, !dbg !562
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?sound@Animal@@UBEPBDXZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !563 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !564, metadata !DIExpression()), !dbg !565
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KHICJKCI@?4?4?4?$AA@", i32 0, i32 0), !dbg !566
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Animal@@UAE@XZ"(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !567 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !568, metadata !DIExpression()), !dbg !569
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret void, !dbg !570
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #9

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Function* @"??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z"(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Accum* %1) unnamed_addr #8 comdat align 2 !dbg !571 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  store %struct.Accum* %1, %struct.Accum** %7, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !577, metadata !DIExpression()), !dbg !578
  store %class.Function* %0, %class.Function** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !579, metadata !DIExpression()), !dbg !580
  %8 = load %class.Function*, %class.Function** %4, align 4
  %9 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0, !dbg !578
  store i8* null, i8** %9, align 4, !dbg !578
  %10 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1, !dbg !578
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %10, align 4, !dbg !578
  %11 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2, !dbg !578
  store void (i8*)* null, void (i8*)** %11, align 4, !dbg !578
  %12 = call i8* @malloc(i32 noundef 4), !dbg !581
  %13 = bitcast i8* %12 to %class.anon.3*, !dbg !581
  %14 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3), !dbg !581
  %15 = bitcast %class.anon.3* %13 to i8*, !dbg !581
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !581
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 %16, i32 4, i1 false), !dbg !581
  %17 = bitcast %class.anon.3* %13 to i8*, !dbg !581
  %18 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0, !dbg !581
  store i8* %17, i8** %18, align 4, !dbg !581
  %19 = call x86_thiscallcc noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !583
  %20 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1, !dbg !583
  store i32 (i8*, i32)* %19, i32 (i8*, i32)** %20, align 4, !dbg !583
  %21 = call x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !584
  %22 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2, !dbg !584
  store void (i8*)* %21, void (i8*)** %22, align 4, !dbg !584
  ret %class.Function* %8, !dbg !585
}

declare dso_local i8* @malloc(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.anon.3* @"??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !586 {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !596, metadata !DIExpression()), !dbg !597
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4, !dbg !597
  ret %class.anon.3* %3, !dbg !597
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 (i8*, i32)* @"??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !598 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !609, metadata !DIExpression()), !dbg !611
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z", !dbg !612
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !613 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !620, metadata !DIExpression()), !dbg !622
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z", !dbg !623
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @"?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z"(i8* noundef %0, i32 noundef %1) #8 comdat align 2 !dbg !624 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !626, metadata !DIExpression()), !dbg !627
  store i8* %0, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !628, metadata !DIExpression()), !dbg !627
  %5 = load i8*, i8** %4, align 4, !dbg !629
  %6 = load i32, i32* %3, align 4, !dbg !629
  %7 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !629
  ret i32 %7, !dbg !629
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z"(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 comdat align 2 !dbg !630 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %class.anon.4*, align 4
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !631, metadata !DIExpression()), !dbg !632
  store i8* %1, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !633, metadata !DIExpression()), !dbg !632
  store %class.anon.4* %0, %class.anon.4** %6, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %6, metadata !634, metadata !DIExpression()), !dbg !635
  %7 = load %class.anon.4*, %class.anon.4** %6, align 4
  %8 = load i8*, i8** %5, align 4, !dbg !632
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !632
  %10 = load i32, i32* %4, align 4, !dbg !632
  %11 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !632
  ret i32 %11, !dbg !632
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z"(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !636 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.3*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !644, metadata !DIExpression()), !dbg !645
  store %class.anon.3* %0, %class.anon.3** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %4, metadata !646, metadata !DIExpression()), !dbg !648
  %5 = load %class.anon.3*, %class.anon.3** %4, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %3, align 4, !dbg !645
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !645
  %10 = load i32, i32* %9, align 4, !dbg !645
  %11 = add nsw i32 %10, %8, !dbg !645
  store i32 %11, i32* %9, align 4, !dbg !645
  ret i32 %11, !dbg !645
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local void @"?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z"(i8* noundef %0) #8 comdat align 2 !dbg !649 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !651, metadata !DIExpression()), !dbg !652
  %3 = load i8*, i8** %2, align 4, !dbg !653
  call x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !653
  ret void, !dbg !653
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat align 2 !dbg !654 {
  %3 = alloca i8*, align 4
  %4 = alloca %class.anon.6*, align 4
  store i8* %1, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !660, metadata !DIExpression()), !dbg !661
  store %class.anon.6* %0, %class.anon.6** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %4, metadata !662, metadata !DIExpression()), !dbg !663
  %5 = load %class.anon.6*, %class.anon.6** %4, align 4
  %6 = load i8*, i8** %3, align 4, !dbg !661
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !661
  %8 = load i8*, i8** %3, align 4, !dbg !661
  call void @free(i8* noundef %8), !dbg !661
  ret void, !dbg !661
}

declare dso_local void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Owner* @"??0?$Owner@UBird@@@@QAE@PAUBird@@@Z"(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat align 2 !dbg !664 {
  %3 = alloca %struct.Bird*, align 4
  %4 = alloca %class.Owner*, align 4
  store %struct.Bird* %1, %struct.Bird** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %3, metadata !665, metadata !DIExpression()), !dbg !666
  store %class.Owner* %0, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !667, metadata !DIExpression()), !dbg !668
  %5 = load %class.Owner*, %class.Owner** %4, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !666
  %7 = load %struct.Bird*, %struct.Bird** %3, align 4, !dbg !666
  store %struct.Bird* %7, %struct.Bird** %6, align 4, !dbg !666
  ret %class.Owner* %5, !dbg !666
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"?reset@?$Owner@UBird@@@@QAEXXZ"(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !669 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !670, metadata !DIExpression()), !dbg !671
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !672
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !672
  %6 = icmp ne %struct.Bird* %5, null, !dbg !672
  br i1 %6, label %7, label %19, !dbg !672

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !673
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !673
  %10 = bitcast %struct.Bird* %9 to i8* (%struct.Bird*, i32)***, !dbg !673
  %11 = load i8* (%struct.Bird*, i32)**, i8* (%struct.Bird*, i32)*** %10, align 4, !dbg !673
  %12 = getelementptr inbounds i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %11, i64 0, !dbg !673
  %13 = load i8* (%struct.Bird*, i32)*, i8* (%struct.Bird*, i32)** %12, align 4, !dbg !673
  %14 = call x86_thiscallcc noundef i8* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 0) #10, !dbg !673
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !673
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4, !dbg !673
  %17 = bitcast %struct.Bird* %16 to i8*, !dbg !673
  call void @free(i8* noundef %17), !dbg !673
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !673
  store %struct.Bird* null, %struct.Bird** %18, align 4, !dbg !673
  br label %19, !dbg !673

19:                                               ; preds = %7, %1
  ret void, !dbg !672
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?step@Doubler@@QAEHH@Z"(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !676 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Doubler*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !677, metadata !DIExpression()), !dbg !678
  store %struct.Doubler* %0, %struct.Doubler** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %4, metadata !679, metadata !DIExpression()), !dbg !680
  %5 = load %struct.Doubler*, %struct.Doubler** %4, align 4
  %6 = load i32, i32* %3, align 4, !dbg !678
  %7 = mul nsw i32 2, %6, !dbg !678
  ret i32 %7, !dbg !678
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !681 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !691, metadata !DIExpression()), !dbg !692
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4, !dbg !692
  ret %class.anon.2* %3, !dbg !692
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double (i8*, double, double)* @"??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !693 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !704, metadata !DIExpression()), !dbg !706
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z", !dbg !707
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef void (i8*)* @"??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !708 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !715, metadata !DIExpression()), !dbg !717
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z", !dbg !718
}

; Function Attrs: noinline optnone
define internal noundef double @"?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z"(i8* noundef %0, double noundef %1, double noundef %2) #8 align 2 !dbg !719 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i8*, align 4
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !721, metadata !DIExpression()), !dbg !722
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !723, metadata !DIExpression()), !dbg !722
  store i8* %0, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !724, metadata !DIExpression()), !dbg !722
  %7 = load i8*, i8** %6, align 4, !dbg !725
  %8 = load double, double* %5, align 8, !dbg !725
  %9 = load double, double* %4, align 8, !dbg !725
  %10 = call x86_thiscallcc noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !725
  ret double %10, !dbg !725
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef double @"??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !726 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i8*, align 4
  %8 = alloca %class.anon.8*, align 4
  store double %3, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !727, metadata !DIExpression()), !dbg !728
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !729, metadata !DIExpression()), !dbg !728
  store i8* %1, i8** %7, align 4
  call void @llvm.dbg.declare(metadata i8** %7, metadata !730, metadata !DIExpression()), !dbg !728
  store %class.anon.8* %0, %class.anon.8** %8, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %8, metadata !731, metadata !DIExpression()), !dbg !732
  %9 = load %class.anon.8*, %class.anon.8** %8, align 4
  %10 = load i8*, i8** %7, align 4, !dbg !728
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !728
  %12 = load double, double* %5, align 8, !dbg !728
  %13 = load double, double* %6, align 8, !dbg !728
  %14 = call x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %13, double noundef %12), !dbg !728
  ret double %14, !dbg !728
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !733 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %class.anon.2*, align 4
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !741, metadata !DIExpression()), !dbg !742
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !743, metadata !DIExpression()), !dbg !742
  store %class.anon.2* %0, %class.anon.2** %6, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %6, metadata !744, metadata !DIExpression()), !dbg !746
  %7 = load %class.anon.2*, %class.anon.2** %6, align 4
  %8 = load double, double* %5, align 8, !dbg !742
  %9 = load double, double* %5, align 8, !dbg !742
  %10 = load double, double* %4, align 8, !dbg !742
  %11 = load double, double* %4, align 8, !dbg !742
  %12 = fmul double %10, %11, !dbg !742
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !742
  ret double %13, !dbg !742
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone
define internal void @"?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z"(i8* noundef %0) #8 align 2 !dbg !747 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !749, metadata !DIExpression()), !dbg !750
  %3 = load i8*, i8** %2, align 4, !dbg !751
  call x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !751
  ret void, !dbg !751
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc void @"??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !752 {
  %3 = alloca i8*, align 4
  %4 = alloca %class.anon.10*, align 4
  store i8* %1, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !758, metadata !DIExpression()), !dbg !759
  store %class.anon.10* %0, %class.anon.10** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %4, metadata !760, metadata !DIExpression()), !dbg !761
  %5 = load %class.anon.10*, %class.anon.10** %4, align 4
  %6 = load i8*, i8** %3, align 4, !dbg !759
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !759
  %8 = load i8*, i8** %3, align 4, !dbg !759
  call void @free(i8* noundef %8), !dbg !759
  ret void, !dbg !759
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #8 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!190, !191, !192, !193, !194}
!llvm.ident = !{!195}

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
!16 = !DISubprogram(name: "operator+", linkageName: "??HVec2@@QBE?AU0@U0@@Z", scope: !11, file: !1, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !18)
!18 = !{!11, !19, !11}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!21 = !DISubprogram(name: "operator*", linkageName: "??DVec2@@QBE?AU0@M@Z", scope: !11, file: !1, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !23)
!23 = !{!11, !19, !14}
!24 = !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QBE_NU0@@Z", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: 0)
!25 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !26)
!26 = !{!10, !19, !11}
!27 = !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QAEAAMH@Z", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!28 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 32)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !38, file: !1, line: 94, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !72, identifier: ".?AV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@")
!38 = distinct !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !71)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !40, identifier: ".?AUAccum@@")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !39, file: !1, line: 93, baseType: !32, size: 32)
!42 = !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !44)
!44 = !{!45, !70}
!45 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !1, line: 78, size: 96, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !46, templateParams: !66, identifier: ".?AV?$Function@$$A6AHH@Z@@")
!46 = !{!47, !49, !53, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !45, file: !1, line: 79, baseType: !48, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !45, file: !1, line: 80, baseType: !50, size: 32, offset: 32)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!51 = !DISubroutineType(types: !52)
!52 = !{!32, !48, !32}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !45, file: !1, line: 81, baseType: !54, size: 32, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 32)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !48}
!57 = !DISubprogram(name: "~Function", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QBEHH@Z", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !63)
!63 = !{!32, !64, !32}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "Sig", type: !68)
!68 = !DISubroutineType(types: !69)
!69 = !{!32, !32}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !{}
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !37, file: !1, line: 94, baseType: !74, size: 32)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!75 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !1, line: 21, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !76, templateParams: !140, identifier: ".?AV?$Owner@UBird@@@@")
!76 = !{!77, !112, !116, !120, !124, !129, !132, !133, !137}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !75, file: !1, line: 22, baseType: !78, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !1, line: 74, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !80, vtableHolder: !82, identifier: ".?AUBird@@")
!80 = !{!81, !84, !103, !107}
!81 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !79, baseType: !82, extraData: i32 0)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !1, line: 68, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !83, vtableHolder: !82, identifier: ".?AUAnimal@@")
!83 = !{!84, !85, !87, !88, !92, !100}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !1, file: !1, baseType: !86, size: 32, flags: DIFlagArtificial)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !82, file: !1, line: 69, baseType: !32, size: 32, offset: 32)
!88 = !DISubprogram(name: "~Animal", scope: !82, file: !1, line: 70, type: !89, scopeLine: 70, containingType: !82, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!89 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UBEPBDXZ", scope: !82, file: !1, line: 71, type: !93, scopeLine: 71, containingType: !82, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!93 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !94)
!94 = !{!95, !98}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!100 = !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QBEHXZ", scope: !82, file: !1, line: 72, type: !101, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!101 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !102)
!102 = !{!32, !98}
!103 = !DISubprogram(name: "Bird", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!104 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UBEPBDXZ", scope: !79, file: !1, line: 74, type: !108, scopeLine: 74, containingType: !79, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!108 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !109)
!109 = !{!95, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!112 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 24, type: !113, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!113 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !114)
!114 = !{null, !115, !78}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!116 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 25, type: !117, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!117 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !118)
!118 = !{null, !115, !119}
!119 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !75, size: 32)
!120 = !DISubprogram(name: "operator=", linkageName: "??4?$Owner@UBird@@@@QAEAAV0@$$QAV0@@Z", scope: !75, file: !1, line: 26, type: !121, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!121 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !122)
!122 = !{!123, !115, !119}
!123 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 32)
!124 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 27, type: !125, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!125 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !126)
!126 = !{null, !115, !127}
!127 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !128, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!129 = !DISubprogram(name: "~Owner", scope: !75, file: !1, line: 28, type: !130, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!130 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !131)
!131 = !{null, !115}
!132 = !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QAEXXZ", scope: !75, file: !1, line: 29, type: !130, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!133 = !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QBEPAUBird@@XZ", scope: !75, file: !1, line: 30, type: !134, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!134 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !135)
!135 = !{!78, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!137 = !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QBE_NXZ", scope: !75, file: !1, line: 31, type: !138, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!138 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !139)
!139 = !{!10, !136}
!140 = !{!141}
!141 = !DITemplateTypeParameter(name: "T", type: !79)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 32)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !1, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !144, identifier: ".?AUDoubler@@")
!144 = !{!145, !155}
!145 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !143, baseType: !146, extraData: i32 0)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !1, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !147, templateParams: !153, identifier: ".?AU?$Counter@UDoubler@@@@")
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !146, file: !1, line: 60, baseType: !32, size: 32)
!149 = !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QAEHH@Z", scope: !146, file: !1, line: 61, type: !150, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!150 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !151)
!151 = !{!32, !152, !32}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!153 = !{!154}
!154 = !DITemplateTypeParameter(name: "Derived", type: !143)
!155 = !DISubprogram(name: "step", linkageName: "?step@Doubler@@QAEHH@Z", scope: !143, file: !1, line: 63, type: !156, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !157)
!157 = !{!32, !158, !32}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 32)
!160 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !161, file: !1, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: ".?AV<lambda_2>@?0??main@@9@")
!161 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 100, type: !162, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!162 = !DISubroutineType(types: !163)
!163 = !{!32}
!164 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 96, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !165, templateParams: !181, identifier: ".?AV?$Function@$$A6ANNN@Z@@")
!165 = !{!166, !167, !171, !172, !176}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !164, file: !1, line: 79, baseType: !48, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !164, file: !1, line: 80, baseType: !168, size: 32, offset: 32)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 32)
!169 = !DISubroutineType(types: !170)
!170 = !{!33, !48, !33, !33}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !164, file: !1, line: 81, baseType: !54, size: 32, offset: 64)
!172 = !DISubprogram(name: "~Function", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !174)
!174 = !{null, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QBENNN@Z", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !178)
!178 = !{!33, !179, !33, !33}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!190 = !{i32 1, !"NumRegisterParameters", i32 0}
!191 = !{i32 2, !"CodeView", i32 1}
!192 = !{i32 2, !"Debug Info Version", i32 3}
!193 = !{i32 1, !"wchar_size", i32 2}
!194 = !{i32 7, !"frame-pointer", i32 2}
!195 = !{!"Debian clang version 14.0.6"}
!196 = !DILocalVariable(name: "o", scope: !161, file: !1, line: 101, type: !75)
!197 = !DILocation(line: 101, scope: !161)
!198 = !DILocalVariable(name: "o2", scope: !161, file: !1, line: 102, type: !75)
!199 = !DILocation(line: 102, scope: !161)
!200 = !DILocation(line: 103, scope: !161)
!201 = !DILocalVariable(scope: !161, file: !1, line: 105, type: !202)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !203, identifier: ".?AUPoint3@@")
!203 = !{!204, !205, !206}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !202, file: !1, line: 97, baseType: !32, size: 32)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !202, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !202, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!207 = !DILocation(line: 105, scope: !161)
!208 = !DILocation(line: 106, scope: !161)
!209 = !DILocalVariable(name: "arr", scope: !161, file: !1, line: 107, type: !210)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !211)
!211 = !{!212}
!212 = !DISubrange(count: 3)
!213 = !DILocation(line: 107, scope: !161)
!214 = !DILocalVariable(scope: !161, file: !1, line: 108, type: !215)
!215 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !210, size: 32)
!216 = !DILocation(line: 108, scope: !161)
!217 = !DILocation(line: 109, scope: !161)
!218 = !DILocation(line: 110, scope: !161)
!219 = !DILocalVariable(name: "v", scope: !161, file: !1, line: 112, type: !20)
!220 = !DILocation(line: 112, scope: !161)
!221 = !DILocalVariable(name: "w", scope: !161, file: !1, line: 113, type: !11)
!222 = !DILocation(line: 113, scope: !161)
!223 = !DILocation(line: 114, scope: !161)
!224 = !DILocation(line: 115, scope: !161)
!225 = !DILocation(line: 116, scope: !161)
!226 = !DILocation(line: 117, scope: !161)
!227 = !DILocation(line: 118, scope: !161)
!228 = !DILocalVariable(name: "d", scope: !161, file: !1, line: 120, type: !143)
!229 = !DILocation(line: 120, scope: !161)
!230 = !DILocalVariable(name: "acc", scope: !161, file: !1, line: 121, type: !32)
!231 = !DILocation(line: 121, scope: !161)
!232 = !DILocalVariable(name: "i", scope: !233, file: !1, line: 122, type: !32)
!233 = distinct !DILexicalBlock(scope: !161, file: !1, line: 122)
!234 = !DILocation(line: 122, scope: !233)
!235 = !DILocation(line: 122, scope: !236)
!236 = distinct !DILexicalBlock(scope: !233, file: !1, line: 122)
!237 = distinct !{!237, !234, !234, !238}
!238 = !{!"llvm.loop.mustprogress"}
!239 = !DILocation(line: 123, scope: !161)
!240 = !DILocalVariable(name: "c", scope: !161, file: !1, line: 125, type: !3)
!241 = !DILocation(line: 125, scope: !161)
!242 = !DILocation(line: 126, scope: !161)
!243 = !DILocalVariable(name: "legs_ptr", scope: !161, file: !1, line: 128, type: !244)
!244 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, flags: DIFlagSingleInheritance, extraData: !82)
!245 = !DILocation(line: 128, scope: !161)
!246 = !DILocalVariable(name: "snd", scope: !161, file: !1, line: 129, type: !247)
!247 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !93, size: 32, flags: DIFlagSingleInheritance, extraData: !82)
!248 = !DILocation(line: 129, scope: !161)
!249 = !DILocalVariable(name: "tw", scope: !161, file: !1, line: 130, type: !250)
!250 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !101, size: 32, flags: DIFlagSingleInheritance, extraData: !82)
!251 = !DILocation(line: 130, scope: !161)
!252 = !DILocalVariable(name: "b", scope: !161, file: !1, line: 131, type: !79)
!253 = !DILocation(line: 131, scope: !161)
!254 = !DILocalVariable(name: "ar", scope: !161, file: !1, line: 132, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 32)
!256 = !DILocation(line: 132, scope: !161)
!257 = !DILocation(line: 133, scope: !161)
!258 = !DILocalVariable(name: "base", scope: !161, file: !1, line: 135, type: !32)
!259 = !DILocation(line: 135, scope: !161)
!260 = !DILocalVariable(name: "counter", scope: !161, file: !1, line: 136, type: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !161, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !262, identifier: ".?AV<lambda_0>@?0??main@@9@")
!262 = !{!263, !264}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !261, file: !1, line: 136, baseType: !32, size: 32)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !261, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!265 = !DILocation(line: 136, scope: !161)
!266 = !DILocation(line: 137, scope: !161)
!267 = !DILocalVariable(name: "byval", scope: !161, file: !1, line: 138, type: !268)
!268 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !161, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !269, identifier: ".?AV<lambda_1>@?0??main@@9@")
!269 = !{!270, !271}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !268, file: !1, line: 138, baseType: !32, size: 32)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !268, file: !1, line: 138, baseType: !210, size: 96, offset: 32)
!272 = !DILocation(line: 138, scope: !161)
!273 = !DILocation(line: 139, scope: !161)
!274 = !DILocalVariable(name: "accum", scope: !161, file: !1, line: 141, type: !39)
!275 = !DILocation(line: 141, scope: !161)
!276 = !DILocalVariable(name: "f", scope: !277, file: !1, line: 143, type: !45)
!277 = distinct !DILexicalBlock(scope: !161, file: !1, line: 142)
!278 = !DILocation(line: 143, scope: !277)
!279 = !DILocation(line: 144, scope: !277)
!280 = !DILocation(line: 145, scope: !277)
!281 = !DILocation(line: 146, scope: !277)
!282 = !DILocalVariable(name: "hyp", scope: !161, file: !1, line: 147, type: !164)
!283 = !DILocation(line: 147, scope: !161)
!284 = !DILocation(line: 148, scope: !161)
!285 = !DILocation(line: 149, scope: !161)
!286 = !DILocation(line: 150, scope: !161)
!287 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ", scope: !1, file: !1, line: 34, type: !288, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !290, retainedNodes: !71)
!288 = !DISubroutineType(types: !289)
!289 = !{!75}
!290 = !{!141, !291}
!291 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!292 = !DILocalVariable(name: "mem", scope: !287, file: !1, line: 35, type: !48)
!293 = !DILocation(line: 35, scope: !287)
!294 = !DILocation(line: 36, scope: !287)
!295 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "??$move@AAV?$Owner@UBird@@@@@@YA$$QAV?$Owner@UBird@@@@AAV0@@Z", scope: !1, file: !1, line: 17, type: !296, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !302, retainedNodes: !71)
!296 = !DISubroutineType(types: !297)
!297 = !{!298, !123}
!298 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !299, size: 32)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !300, file: !1, line: 16, baseType: !75)
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !301, templateParams: !302, identifier: ".?AU?$remove_ref@AAV?$Owner@UBird@@@@@@")
!301 = !{!299}
!302 = !{!303}
!303 = !DITemplateTypeParameter(name: "T", type: !123)
!304 = !DILocalVariable(name: "t", arg: 1, scope: !295, file: !1, line: 17, type: !123)
!305 = !DILocation(line: 17, scope: !295)
!306 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QAE@$$QAV0@@Z", scope: !75, file: !1, line: 25, type: !117, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !116, retainedNodes: !71)
!307 = !DILocalVariable(name: "o", arg: 2, scope: !306, file: !1, line: 25, type: !119)
!308 = !DILocation(line: 25, scope: !306)
!309 = !DILocalVariable(name: "this", arg: 1, scope: !306, type: !310, flags: DIFlagArtificial | DIFlagObjectPointer)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32)
!311 = !DILocation(line: 0, scope: !306)
!312 = !DILocation(line: 25, scope: !313)
!313 = distinct !DILexicalBlock(scope: !306, file: !1, line: 25)
!314 = distinct !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QBEPAUBird@@XZ", scope: !75, file: !1, line: 30, type: !134, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !133, retainedNodes: !71)
!315 = !DILocalVariable(name: "this", arg: 1, scope: !314, type: !316, flags: DIFlagArtificial | DIFlagObjectPointer)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32)
!317 = !DILocation(line: 0, scope: !314)
!318 = !DILocation(line: 30, scope: !314)
!319 = distinct !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QBE_NXZ", scope: !75, file: !1, line: 31, type: !138, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !137, retainedNodes: !71)
!320 = !DILocalVariable(name: "this", arg: 1, scope: !319, type: !316, flags: DIFlagArtificial | DIFlagObjectPointer)
!321 = !DILocation(line: 0, scope: !319)
!322 = !DILocation(line: 31, scope: !319)
!323 = distinct !DISubprogram(name: "make_point", linkageName: "?make_point@@YA?AUPoint3@@H@Z", scope: !1, file: !1, line: 98, type: !324, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!324 = !DISubroutineType(types: !325)
!325 = !{!202, !32}
!326 = !DILocalVariable(name: "s", arg: 1, scope: !323, file: !1, line: 98, type: !32)
!327 = !DILocation(line: 98, scope: !323)
!328 = distinct !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QAEAAMH@Z", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!329 = !DILocalVariable(name: "i", arg: 2, scope: !328, file: !1, line: 44, type: !32)
!330 = !DILocation(line: 44, scope: !328)
!331 = !DILocalVariable(name: "this", arg: 1, scope: !328, type: !332, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!333 = !DILocation(line: 0, scope: !328)
!334 = distinct !DISubprogram(name: "fib", linkageName: "?fib@@YAHH@Z", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!335 = !DILocalVariable(name: "n", arg: 1, scope: !334, file: !1, line: 47, type: !32)
!336 = !DILocation(line: 47, scope: !334)
!337 = distinct !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QBE_NU0@@Z", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!338 = !DILocalVariable(name: "o", arg: 2, scope: !337, file: !1, line: 43, type: !11)
!339 = !DILocation(line: 43, scope: !337)
!340 = !DILocalVariable(name: "this", arg: 1, scope: !337, type: !341, flags: DIFlagArtificial | DIFlagObjectPointer)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!342 = !DILocation(line: 0, scope: !337)
!343 = distinct !DISubprogram(name: "sum_all<double,float>", linkageName: "??$sum_all@NM@@YA?A?<auto>@@NM@Z", scope: !1, file: !1, line: 50, type: !344, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !346, retainedNodes: !71)
!344 = !DISubroutineType(types: !345)
!345 = !{!33, !33, !14}
!346 = !{!347}
!347 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !348)
!348 = !{!349, !350}
!349 = !DITemplateTypeParameter(type: !33)
!350 = !DITemplateTypeParameter(type: !14)
!351 = !DILocalVariable(name: "ts", arg: 2, scope: !343, file: !1, line: 50, type: !14)
!352 = !DILocation(line: 50, scope: !343)
!353 = !DILocalVariable(name: "ts", arg: 1, scope: !343, file: !1, line: 50, type: !33)
!354 = distinct !DISubprogram(name: "sum_all<int,int,int,int>", linkageName: "??$sum_all@HHHH@@YA?A?<auto>@@HHHH@Z", scope: !1, file: !1, line: 50, type: !355, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !357, retainedNodes: !71)
!355 = !DISubroutineType(types: !356)
!356 = !{!32, !32, !32, !32, !32}
!357 = !{!358}
!358 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !359)
!359 = !{!360, !360, !360, !360}
!360 = !DITemplateTypeParameter(type: !32)
!361 = !DILocalVariable(name: "ts", arg: 4, scope: !354, file: !1, line: 50, type: !32)
!362 = !DILocation(line: 50, scope: !354)
!363 = !DILocalVariable(name: "ts", arg: 3, scope: !354, file: !1, line: 50, type: !32)
!364 = !DILocalVariable(name: "ts", arg: 2, scope: !354, file: !1, line: 50, type: !32)
!365 = !DILocalVariable(name: "ts", arg: 1, scope: !354, file: !1, line: 50, type: !32)
!366 = distinct !DISubprogram(name: "print_all<int,char,long,short>", linkageName: "??$print_all@HDJF@@YAXHDJF@Z", scope: !1, file: !1, line: 51, type: !367, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !370, retainedNodes: !71)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !32, !97, !369, !34}
!369 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!370 = !{!371}
!371 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !372)
!372 = !{!360, !373, !374, !375}
!373 = !DITemplateTypeParameter(type: !97)
!374 = !DITemplateTypeParameter(type: !369)
!375 = !DITemplateTypeParameter(type: !34)
!376 = !DILocalVariable(name: "ts", arg: 4, scope: !366, file: !1, line: 51, type: !34)
!377 = !DILocation(line: 51, scope: !366)
!378 = !DILocalVariable(name: "ts", arg: 3, scope: !366, file: !1, line: 51, type: !369)
!379 = !DILocalVariable(name: "ts", arg: 2, scope: !366, file: !1, line: 51, type: !97)
!380 = !DILocalVariable(name: "ts", arg: 1, scope: !366, file: !1, line: 51, type: !32)
!381 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "??$describe@PBD@@YAPBDPBD@Z", scope: !1, file: !1, line: 53, type: !382, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !384, retainedNodes: !71)
!382 = !DISubroutineType(types: !383)
!383 = !{!95, !95}
!384 = !{!385}
!385 = !DITemplateTypeParameter(name: "T", type: !95)
!386 = !DILocalVariable(name: "v", arg: 1, scope: !381, file: !1, line: 53, type: !95)
!387 = !DILocation(line: 53, scope: !381)
!388 = !DILocation(line: 56, scope: !389)
!389 = distinct !DILexicalBlock(scope: !390, file: !1, line: 55)
!390 = distinct !DILexicalBlock(scope: !381, file: !1, line: 54)
!391 = distinct !DISubprogram(name: "describe<double>", linkageName: "??$describe@N@@YAPBDN@Z", scope: !1, file: !1, line: 53, type: !392, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !394, retainedNodes: !71)
!392 = !DISubroutineType(types: !393)
!393 = !{!95, !33}
!394 = !{!395}
!395 = !DITemplateTypeParameter(name: "T", type: !33)
!396 = !DILocalVariable(name: "v", arg: 1, scope: !391, file: !1, line: 53, type: !33)
!397 = !DILocation(line: 53, scope: !391)
!398 = !DILocation(line: 55, scope: !399)
!399 = distinct !DILexicalBlock(scope: !400, file: !1, line: 55)
!400 = distinct !DILexicalBlock(scope: !391, file: !1, line: 54)
!401 = distinct !DISubprogram(name: "describe<int>", linkageName: "??$describe@H@@YAPBDH@Z", scope: !1, file: !1, line: 53, type: !402, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !404, retainedNodes: !71)
!402 = !DISubroutineType(types: !403)
!403 = !{!95, !32}
!404 = !{!405}
!405 = !DITemplateTypeParameter(name: "T", type: !32)
!406 = !DILocalVariable(name: "v", arg: 1, scope: !401, file: !1, line: 53, type: !32)
!407 = !DILocation(line: 53, scope: !401)
!408 = !DILocation(line: 54, scope: !409)
!409 = distinct !DILexicalBlock(scope: !401, file: !1, line: 54)
!410 = distinct !DISubprogram(name: "Doubler", linkageName: "??0Doubler@@QAE@XZ", scope: !143, file: !1, line: 63, type: !411, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !413, retainedNodes: !71)
!411 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !412)
!412 = !{null, !158}
!413 = !DISubprogram(name: "Doubler", scope: !143, type: !411, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!414 = !DILocalVariable(name: "this", arg: 1, scope: !410, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DILocation(line: 0, scope: !410)
!416 = !DILocation(line: 63, scope: !410)
!417 = distinct !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QAEHH@Z", scope: !146, file: !1, line: 61, type: !150, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !149, retainedNodes: !71)
!418 = !DILocalVariable(name: "x", arg: 2, scope: !417, file: !1, line: 61, type: !32)
!419 = !DILocation(line: 61, scope: !417)
!420 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32)
!422 = !DILocation(line: 0, scope: !417)
!423 = distinct !DISubprogram(name: "operator|", linkageName: "??U@YA?AW4Color@@W40@0@Z", scope: !1, file: !1, line: 66, type: !424, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!424 = !DISubroutineType(types: !425)
!425 = !{!3, !3, !3}
!426 = !DILocalVariable(name: "b", arg: 2, scope: !423, file: !1, line: 66, type: !3)
!427 = !DILocation(line: 66, scope: !423)
!428 = !DILocalVariable(name: "a", arg: 1, scope: !423, file: !1, line: 66, type: !3)
!429 = distinct !DISubprogram(linkageName: "??_9Animal@@$B3AE", scope: !1, file: !1, line: 71, type: !430, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!430 = !DISubroutineType(types: !71)
!431 = distinct !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QBEHXZ", scope: !82, file: !1, line: 72, type: !101, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !100, retainedNodes: !71)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !431, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32)
!434 = !DILocation(line: 0, scope: !431)
!435 = !DILocation(line: 72, scope: !431)
!436 = distinct !DISubprogram(name: "Bird", linkageName: "??0Bird@@QAE@XZ", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !103, retainedNodes: !71)
!437 = !DILocalVariable(name: "this", arg: 1, scope: !436, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!438 = !DILocation(line: 0, scope: !436)
!439 = !DILocation(line: 74, scope: !436)
!440 = !DILocation(line: 74, scope: !441)
!441 = distinct !DILexicalBlock(scope: !436, file: !1, line: 74)
!442 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QAE?A?<auto>@@XZ", scope: !261, file: !1, line: 136, type: !443, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !446, retainedNodes: !71)
!443 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !444)
!444 = !{!32, !445}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DISubprogram(name: "operator()", scope: !261, file: !1, line: 136, type: !447, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!447 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !448)
!448 = !{!449, !445}
!449 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!450 = !DILocalVariable(name: "this", arg: 1, scope: !442, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 32)
!452 = !DILocation(line: 0, scope: !442)
!453 = !DILocation(line: 136, scope: !442)
!454 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@XZ", scope: !268, file: !1, line: 138, type: !455, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !459, retainedNodes: !71)
!455 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !456)
!456 = !{!32, !457}
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!458 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !268)
!459 = !DISubprogram(name: "operator()", scope: !268, file: !1, line: 138, type: !460, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!460 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !461)
!461 = !{!449, !457}
!462 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 32)
!464 = !DILocation(line: 0, scope: !454)
!465 = !DILocation(line: 138, scope: !454)
!466 = distinct !DISubprogram(name: "Accum", linkageName: "??0Accum@@QAE@XZ", scope: !39, file: !1, line: 92, type: !467, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !469, retainedNodes: !71)
!467 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !468)
!468 = !{null, !70}
!469 = !DISubprogram(name: "Accum", scope: !39, type: !467, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!470 = !DILocalVariable(name: "this", arg: 1, scope: !466, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!471 = !DILocation(line: 0, scope: !466)
!472 = !DILocation(line: 92, scope: !466)
!473 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!474 = !DILocation(line: 0, scope: !38)
!475 = !DILocation(line: 94, scope: !38)
!476 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QBEHH@Z", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!477 = !DILocalVariable(name: "a", arg: 2, scope: !476, file: !1, line: 89, type: !32)
!478 = !DILocation(line: 89, scope: !476)
!479 = !DILocalVariable(name: "this", arg: 1, scope: !476, type: !480, flags: DIFlagArtificial | DIFlagObjectPointer)
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32)
!481 = !DILocation(line: 0, scope: !476)
!482 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6AHH@Z@@QAE@XZ", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!483 = !DILocalVariable(name: "this", arg: 1, scope: !482, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!485 = !DILocation(line: 0, scope: !482)
!486 = !DILocation(line: 88, scope: !487)
!487 = distinct !DILexicalBlock(scope: !482, file: !1, line: 88)
!488 = !DILocation(line: 88, scope: !489)
!489 = distinct !DILexicalBlock(scope: !487, file: !1, line: 88)
!490 = !DILocation(line: 88, scope: !482)
!491 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", linkageName: "??$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z", scope: !164, file: !1, line: 83, type: !492, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !495, declaration: !494, retainedNodes: !71)
!492 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !493)
!493 = !{null, !175, !160}
!494 = !DISubprogram(name: "Function<`lambda at modern.cpp:147:42'>", scope: !164, file: !1, line: 83, type: !492, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !495)
!495 = !{!496}
!496 = !DITemplateTypeParameter(name: "F", type: !160)
!497 = !DILocalVariable(name: "f", arg: 2, scope: !491, file: !1, line: 83, type: !160)
!498 = !DILocation(line: 83, scope: !491)
!499 = !DILocalVariable(name: "this", arg: 1, scope: !491, type: !500, flags: DIFlagArtificial | DIFlagObjectPointer)
!500 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 32)
!501 = !DILocation(line: 0, scope: !491)
!502 = !DILocation(line: 84, scope: !503)
!503 = distinct !DILexicalBlock(scope: !491, file: !1, line: 83)
!504 = !DILocation(line: 85, scope: !503)
!505 = !DILocation(line: 86, scope: !503)
!506 = !DILocation(line: 87, scope: !491)
!507 = distinct !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QBENNN@Z", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!508 = !DILocalVariable(name: "a", arg: 3, scope: !507, file: !1, line: 89, type: !33)
!509 = !DILocation(line: 89, scope: !507)
!510 = !DILocalVariable(name: "a", arg: 2, scope: !507, file: !1, line: 89, type: !33)
!511 = !DILocalVariable(name: "this", arg: 1, scope: !507, type: !512, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!513 = !DILocation(line: 0, scope: !507)
!514 = distinct !DISubprogram(name: "~Function", linkageName: "??1?$Function@$$A6ANNN@Z@@QAE@XZ", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!515 = !DILocalVariable(name: "this", arg: 1, scope: !514, type: !500, flags: DIFlagArtificial | DIFlagObjectPointer)
!516 = !DILocation(line: 0, scope: !514)
!517 = !DILocation(line: 88, scope: !518)
!518 = distinct !DILexicalBlock(scope: !514, file: !1, line: 88)
!519 = !DILocation(line: 88, scope: !520)
!520 = distinct !DILexicalBlock(scope: !518, file: !1, line: 88)
!521 = !DILocation(line: 88, scope: !514)
!522 = distinct !DISubprogram(name: "~Bird", linkageName: "??1Bird@@UAE@XZ", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !523, retainedNodes: !71)
!523 = !DISubprogram(name: "~Bird", scope: !79, type: !104, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!524 = !DILocalVariable(name: "this", arg: 1, scope: !522, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!525 = !DILocation(line: 0, scope: !522)
!526 = !DILocation(line: 74, scope: !527)
!527 = distinct !DILexicalBlock(scope: !522, file: !1, line: 74)
!528 = !DILocation(line: 74, scope: !522)
!529 = distinct !DISubprogram(name: "~Owner", linkageName: "??1?$Owner@UBird@@@@QAE@XZ", scope: !75, file: !1, line: 28, type: !130, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !129, retainedNodes: !71)
!530 = !DILocalVariable(name: "this", arg: 1, scope: !529, type: !310, flags: DIFlagArtificial | DIFlagObjectPointer)
!531 = !DILocation(line: 0, scope: !529)
!532 = !DILocation(line: 28, scope: !533)
!533 = distinct !DILexicalBlock(scope: !529, file: !1, line: 28)
!534 = !DILocation(line: 28, scope: !529)
!535 = distinct !DISubprogram(name: "Counter", linkageName: "??0?$Counter@UDoubler@@@@QAE@XZ", scope: !146, file: !1, line: 59, type: !536, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !538, retainedNodes: !71)
!536 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !537)
!537 = !{null, !152}
!538 = !DISubprogram(name: "Counter", scope: !146, type: !536, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!539 = !DILocalVariable(name: "this", arg: 1, scope: !535, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DILocation(line: 0, scope: !535)
!541 = !DILocation(line: 59, scope: !535)
!542 = distinct !DISubprogram(name: "Animal", linkageName: "??0Animal@@QAE@XZ", scope: !82, file: !1, line: 68, type: !89, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !543, retainedNodes: !71)
!543 = !DISubprogram(name: "Animal", scope: !82, type: !89, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!544 = !DILocalVariable(name: "this", arg: 1, scope: !542, type: !545, flags: DIFlagArtificial | DIFlagObjectPointer)
!545 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!546 = !DILocation(line: 0, scope: !542)
!547 = !DILocation(line: 68, scope: !542)
!548 = distinct !DISubprogram(name: "~Bird", linkageName: "??_GBird@@UAEPAXI@Z", scope: !79, file: !1, line: 74, type: !104, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !523, retainedNodes: !71)
!549 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !548, type: !32, flags: DIFlagArtificial)
!550 = !DILocation(line: 0, scope: !548)
!551 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!552 = !DILocation(line: 74, scope: !548)
!553 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UBEPBDXZ", scope: !79, file: !1, line: 74, type: !108, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !71)
!554 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !555, flags: DIFlagArtificial | DIFlagObjectPointer)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32)
!556 = !DILocation(line: 0, scope: !553)
!557 = !DILocation(line: 74, scope: !553)
!558 = distinct !DISubprogram(name: "~Animal", linkageName: "??_GAnimal@@UAEPAXI@Z", scope: !82, file: !1, line: 70, type: !89, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !71)
!559 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !558, type: !32, flags: DIFlagArtificial)
!560 = !DILocation(line: 0, scope: !558)
!561 = !DILocalVariable(name: "this", arg: 1, scope: !558, type: !545, flags: DIFlagArtificial | DIFlagObjectPointer)
!562 = !DILocation(line: 70, scope: !558)
!563 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UBEPBDXZ", scope: !82, file: !1, line: 71, type: !93, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !92, retainedNodes: !71)
!564 = !DILocalVariable(name: "this", arg: 1, scope: !563, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!565 = !DILocation(line: 0, scope: !563)
!566 = !DILocation(line: 71, scope: !563)
!567 = distinct !DISubprogram(name: "~Animal", linkageName: "??1Animal@@UAE@XZ", scope: !82, file: !1, line: 70, type: !89, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !71)
!568 = !DILocalVariable(name: "this", arg: 1, scope: !567, type: !545, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = !DILocation(line: 0, scope: !567)
!570 = !DILocation(line: 70, scope: !567)
!571 = distinct !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", linkageName: "??$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV0@XZ@@Z", scope: !45, file: !1, line: 83, type: !572, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !575, declaration: !574, retainedNodes: !71)
!572 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !573)
!573 = !{null, !60, !37}
!574 = !DISubprogram(name: "Function<`lambda at modern.cpp:94:39'>", scope: !45, file: !1, line: 83, type: !572, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !575)
!575 = !{!576}
!576 = !DITemplateTypeParameter(name: "F", type: !37)
!577 = !DILocalVariable(name: "f", arg: 2, scope: !571, file: !1, line: 83, type: !37)
!578 = !DILocation(line: 83, scope: !571)
!579 = !DILocalVariable(name: "this", arg: 1, scope: !571, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!580 = !DILocation(line: 0, scope: !571)
!581 = !DILocation(line: 84, scope: !582)
!582 = distinct !DILexicalBlock(scope: !571, file: !1, line: 83)
!583 = !DILocation(line: 85, scope: !582)
!584 = !DILocation(line: 86, scope: !582)
!585 = !DILocation(line: 87, scope: !571)
!586 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:94:39' &>", linkageName: "??$move@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@YA$$QAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@AAV0?0??12@QAE?AV3@XZ@@Z", scope: !1, file: !1, line: 17, type: !587, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !593, retainedNodes: !71)
!587 = !DISubroutineType(types: !588)
!588 = !{!589, !595}
!589 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !590, size: 32)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !591, file: !1, line: 16, baseType: !37)
!591 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:94:39' &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !592, templateParams: !593, identifier: ".?AU?$remove_ref@AAV<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@@")
!592 = !{!590}
!593 = !{!594}
!594 = !DITemplateTypeParameter(name: "T", type: !595)
!595 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 32)
!596 = !DILocalVariable(name: "t", arg: 1, scope: !586, file: !1, line: 17, type: !595)
!597 = !DILocation(line: 17, scope: !586)
!598 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6AHPAXH@ZXZ", scope: !599, file: !1, line: 85, type: !606, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !608, retainedNodes: !71)
!599 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !571, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !600, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@")
!600 = !{!601}
!601 = !DISubprogram(name: "operator()", scope: !599, file: !1, line: 85, type: !602, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!602 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !603)
!603 = !{!32, !604, !48, !32}
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!605 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !599)
!606 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !607)
!607 = !{!50, !604}
!608 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !599, type: !606, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!609 = !DILocalVariable(name: "this", arg: 1, scope: !598, type: !610, flags: DIFlagArtificial | DIFlagObjectPointer)
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 32)
!611 = !DILocation(line: 0, scope: !598)
!612 = !DILocation(line: 85, scope: !598)
!613 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBEP6A?A?<auto>@@PAX@ZXZ", scope: !614, file: !1, line: 86, type: !615, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !619, retainedNodes: !71)
!614 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !571, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@")
!615 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !616)
!616 = !{!54, !617}
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !614)
!619 = !DISubprogram(name: "operator void (*)(void *)", scope: !614, type: !615, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!620 = !DILocalVariable(name: "this", arg: 1, scope: !613, type: !621, flags: DIFlagArtificial | DIFlagObjectPointer)
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 32)
!622 = !DILocation(line: 0, scope: !613)
!623 = !DILocation(line: 86, scope: !613)
!624 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V1?0??adder@Accum@@QAE?AV2@XZ@@Z@CA@PAXH@Z", scope: !599, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !625, retainedNodes: !71)
!625 = !DISubprogram(name: "__invoke", scope: !599, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!626 = !DILocalVariable(name: "a", arg: 2, scope: !624, type: !32)
!627 = !DILocation(line: 0, scope: !624)
!628 = !DILocalVariable(name: "o", arg: 1, scope: !624, type: !48)
!629 = !DILocation(line: 85, scope: !624)
!630 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V0?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE@PAXH@Z", scope: !599, file: !1, line: 85, type: !602, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !601, retainedNodes: !71)
!631 = !DILocalVariable(name: "a", arg: 3, scope: !630, file: !1, line: 85, type: !32)
!632 = !DILocation(line: 85, scope: !630)
!633 = !DILocalVariable(name: "o", arg: 2, scope: !630, file: !1, line: 85, type: !48)
!634 = !DILocalVariable(name: "this", arg: 1, scope: !630, type: !610, flags: DIFlagArtificial | DIFlagObjectPointer)
!635 = !DILocation(line: 0, scope: !630)
!636 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@QBE?A?<auto>@@H@Z", scope: !37, file: !1, line: 94, type: !637, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !641, retainedNodes: !71)
!637 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !638)
!638 = !{!32, !639, !32}
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !640, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!640 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!641 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !642, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!642 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !643)
!643 = !{!449, !639, !32}
!644 = !DILocalVariable(name: "v", arg: 2, scope: !636, file: !1, line: 94, type: !32)
!645 = !DILocation(line: 94, scope: !636)
!646 = !DILocalVariable(name: "this", arg: 1, scope: !636, type: !647, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !640, size: 32)
!648 = !DILocation(line: 0, scope: !636)
!649 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV2@XZ@@Z@CA?A?<auto>@@PAX@Z", scope: !614, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !650, retainedNodes: !71)
!650 = !DISubprogram(name: "__invoke", scope: !614, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!651 = !DILocalVariable(name: "o", arg: 1, scope: !649, type: !48)
!652 = !DILocation(line: 0, scope: !649)
!653 = !DILocation(line: 86, scope: !649)
!654 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_1>@?0??adder@Accum@@QAE?AV?$Function@$$A6AHH@Z@@XZ@@?$Function@$$A6AHH@Z@@QAE@V<lambda_1>@?0??adder@Accum@@QAE?AV1@XZ@@Z@QBE?A?<auto>@@PAX@Z", scope: !614, file: !1, line: 86, type: !655, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !657, retainedNodes: !71)
!655 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !656)
!656 = !{null, !617, !48}
!657 = !DISubprogram(name: "operator()", scope: !614, file: !1, line: 86, type: !658, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!658 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !659)
!659 = !{!449, !617, !48}
!660 = !DILocalVariable(name: "o", arg: 2, scope: !654, file: !1, line: 86, type: !48)
!661 = !DILocation(line: 86, scope: !654)
!662 = !DILocalVariable(name: "this", arg: 1, scope: !654, type: !621, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DILocation(line: 0, scope: !654)
!664 = distinct !DISubprogram(name: "Owner", linkageName: "??0?$Owner@UBird@@@@QAE@PAUBird@@@Z", scope: !75, file: !1, line: 24, type: !113, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !112, retainedNodes: !71)
!665 = !DILocalVariable(name: "p", arg: 2, scope: !664, file: !1, line: 24, type: !78)
!666 = !DILocation(line: 24, scope: !664)
!667 = !DILocalVariable(name: "this", arg: 1, scope: !664, type: !310, flags: DIFlagArtificial | DIFlagObjectPointer)
!668 = !DILocation(line: 0, scope: !664)
!669 = distinct !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QAEXXZ", scope: !75, file: !1, line: 29, type: !130, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !132, retainedNodes: !71)
!670 = !DILocalVariable(name: "this", arg: 1, scope: !669, type: !310, flags: DIFlagArtificial | DIFlagObjectPointer)
!671 = !DILocation(line: 0, scope: !669)
!672 = !DILocation(line: 29, scope: !669)
!673 = !DILocation(line: 29, scope: !674)
!674 = distinct !DILexicalBlock(scope: !675, file: !1, line: 29)
!675 = distinct !DILexicalBlock(scope: !669, file: !1, line: 29)
!676 = distinct !DISubprogram(name: "step", linkageName: "?step@Doubler@@QAEHH@Z", scope: !143, file: !1, line: 63, type: !156, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !155, retainedNodes: !71)
!677 = !DILocalVariable(name: "x", arg: 2, scope: !676, file: !1, line: 63, type: !32)
!678 = !DILocation(line: 63, scope: !676)
!679 = !DILocalVariable(name: "this", arg: 1, scope: !676, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!680 = !DILocation(line: 0, scope: !676)
!681 = distinct !DISubprogram(name: "move<`lambda at modern.cpp:147:42' &>", linkageName: "??$move@AAV<lambda_2>@?0??main@@9@@@YA$$QAV<lambda_2>@?0??main@@9@AAV0?0??1@9@@Z", scope: !1, file: !1, line: 17, type: !682, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !688, retainedNodes: !71)
!682 = !DISubroutineType(types: !683)
!683 = !{!684, !690}
!684 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !685, size: 32)
!685 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !686, file: !1, line: 16, baseType: !160)
!686 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<`lambda at modern.cpp:147:42' &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !687, templateParams: !688, identifier: ".?AU?$remove_ref@AAV<lambda_2>@?0??main@@9@@@")
!687 = !{!685}
!688 = !{!689}
!689 = !DITemplateTypeParameter(name: "T", type: !690)
!690 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !160, size: 32)
!691 = !DILocalVariable(name: "t", arg: 1, scope: !681, file: !1, line: 17, type: !690)
!692 = !DILocation(line: 17, scope: !681)
!693 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "??B<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBEP6ANPAXNN@ZXZ", scope: !694, file: !1, line: 85, type: !701, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !703, retainedNodes: !71)
!694 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !491, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !695, identifier: ".?AV<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@")
!695 = !{!696}
!696 = !DISubprogram(name: "operator()", scope: !694, file: !1, line: 85, type: !697, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!697 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !698)
!698 = !{!33, !699, !48, !33, !33}
!699 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !700, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!700 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !694)
!701 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !702)
!702 = !{!168, !699}
!703 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !694, type: !701, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!704 = !DILocalVariable(name: "this", arg: 1, scope: !693, type: !705, flags: DIFlagArtificial | DIFlagObjectPointer)
!705 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !700, size: 32)
!706 = !DILocation(line: 0, scope: !693)
!707 = !DILocation(line: 85, scope: !693)
!708 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "??B<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBEP6A?A?<auto>@@PAX@ZXZ", scope: !709, file: !1, line: 86, type: !710, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !714, retainedNodes: !71)
!709 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !491, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: ".?AV<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@")
!710 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !711)
!711 = !{!54, !712}
!712 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !713, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!713 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !709)
!714 = !DISubprogram(name: "operator void (*)(void *)", scope: !709, type: !710, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!715 = !DILocalVariable(name: "this", arg: 1, scope: !708, type: !716, flags: DIFlagArtificial | DIFlagObjectPointer)
!716 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !713, size: 32)
!717 = !DILocation(line: 0, scope: !708)
!718 = !DILocation(line: 86, scope: !708)
!719 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@CA@PAXNN@Z", scope: !694, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !720, retainedNodes: !71)
!720 = !DISubprogram(name: "__invoke", scope: !694, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!721 = !DILocalVariable(name: "a", arg: 3, scope: !719, type: !33)
!722 = !DILocation(line: 0, scope: !719)
!723 = !DILocalVariable(name: "a", arg: 2, scope: !719, type: !33)
!724 = !DILocalVariable(name: "o", arg: 1, scope: !719, type: !48)
!725 = !DILocation(line: 85, scope: !719)
!726 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V<lambda_2>@?0??main@@9@@Z@QBE@PAXNN@Z", scope: !694, file: !1, line: 85, type: !697, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !696, retainedNodes: !71)
!727 = !DILocalVariable(name: "a", arg: 4, scope: !726, file: !1, line: 85, type: !33)
!728 = !DILocation(line: 85, scope: !726)
!729 = !DILocalVariable(name: "a", arg: 3, scope: !726, file: !1, line: 85, type: !33)
!730 = !DILocalVariable(name: "o", arg: 2, scope: !726, file: !1, line: 85, type: !48)
!731 = !DILocalVariable(name: "this", arg: 1, scope: !726, type: !705, flags: DIFlagArtificial | DIFlagObjectPointer)
!732 = !DILocation(line: 0, scope: !726)
!733 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@NN@Z", scope: !160, file: !1, line: 147, type: !734, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !738, retainedNodes: !71)
!734 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !735)
!735 = !{!33, !736, !33, !33}
!736 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !737, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!738 = !DISubprogram(name: "operator()", scope: !160, file: !1, line: 147, type: !739, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!739 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !740)
!740 = !{!449, !736, !33, !33}
!741 = !DILocalVariable(name: "y", arg: 3, scope: !733, file: !1, line: 147, type: !33)
!742 = !DILocation(line: 147, scope: !733)
!743 = !DILocalVariable(name: "x", arg: 2, scope: !733, file: !1, line: 147, type: !33)
!744 = !DILocalVariable(name: "this", arg: 1, scope: !733, type: !745, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !737, size: 32)
!746 = !DILocation(line: 0, scope: !733)
!747 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V1?0??main@@9@@Z@CA?A?<auto>@@PAX@Z", scope: !709, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !748, retainedNodes: !71)
!748 = !DISubprogram(name: "__invoke", scope: !709, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!749 = !DILocalVariable(name: "o", arg: 1, scope: !747, type: !48)
!750 = !DILocation(line: 0, scope: !747)
!751 = !DILocation(line: 86, scope: !747)
!752 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0???$?0V<lambda_2>@?0??main@@9@@?$Function@$$A6ANNN@Z@@QAE@V0?0??main@@9@@Z@QBE?A?<auto>@@PAX@Z", scope: !709, file: !1, line: 86, type: !753, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !755, retainedNodes: !71)
!753 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !754)
!754 = !{null, !712, !48}
!755 = !DISubprogram(name: "operator()", scope: !709, file: !1, line: 86, type: !756, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!756 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !757)
!757 = !{!449, !712, !48}
!758 = !DILocalVariable(name: "o", arg: 2, scope: !752, file: !1, line: 86, type: !48)
!759 = !DILocation(line: 86, scope: !752)
!760 = !DILocalVariable(name: "this", arg: 1, scope: !752, type: !716, flags: DIFlagArtificial | DIFlagObjectPointer)
!761 = !DILocation(line: 0, scope: !752)
