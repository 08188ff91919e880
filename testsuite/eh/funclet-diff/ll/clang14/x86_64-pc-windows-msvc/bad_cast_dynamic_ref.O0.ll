; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.TypeDescriptor18 = type { i8**, i8*, [19 x i8] }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { i32 (...)** }
%struct.Cat = type { %struct.Animal }
%"class.std::bad_cast" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??0Dog@@QEAA@XZ" = comdat any

$"??0Cat@@QEAA@XZ" = comdat any

$"??1Cat@@UEAA@XZ" = comdat any

$"??1Dog@@UEAA@XZ" = comdat any

$"??0Animal@@QEAA@XZ" = comdat any

$"??_GDog@@UEAAPEAXI@Z" = comdat any

$"??_GAnimal@@UEAAPEAXI@Z" = comdat any

$"??1Animal@@UEAA@XZ" = comdat any

$"??_GCat@@UEAAPEAXI@Z" = comdat any

$"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUAnimal@@@8" = comdat any

$"??_R0?AUDog@@@8" = comdat any

$"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AVbad_cast@std@@@8" = comdat any

$"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

$"??_7Dog@@6B@" = comdat largest

$"??_R4Dog@@6B@" = comdat any

$"??_R3Dog@@8" = comdat any

$"??_R2Dog@@8" = comdat any

$"??_R1A@?0A@EA@Dog@@8" = comdat any

$"??_R1A@?0A@EA@Animal@@8" = comdat any

$"??_R3Animal@@8" = comdat any

$"??_R2Animal@@8" = comdat any

$"??_7Animal@@6B@" = comdat largest

$"??_R4Animal@@6B@" = comdat any

$"??_7Cat@@6B@" = comdat largest

$"??_R4Cat@@6B@" = comdat any

$"??_R0?AUCat@@@8" = comdat any

$"??_R3Cat@@8" = comdat any

$"??_R2Cat@@8" = comdat any

$"??_R1A@?0A@EA@Cat@@8" = comdat any

@"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R0?AUDog@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUDog@@\00" }, comdat
@"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", comdat, align 1
@"??_R0?AVbad_cast@std@@@8" = linkonce_odr global %rtti.TypeDescriptor18 { i8** @"??_7type_info@@6B@", i8* null, [19 x i8] c".?AVbad_cast@std@@\00" }, comdat
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", comdat, align 1
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Dog@@6B@" to i8*), i8* bitcast (i8* (%struct.Dog*, i32)* @"??_GDog@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Dog@@6B@")
@"??_R4Dog@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Dog@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Dog@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Dog@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Dog@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Dog@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Dog@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Dog@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Dog@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i8*), i8* bitcast (i8* (%struct.Animal*, i32)* @"??_GAnimal@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@2 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Cat@@6B@" to i8*), i8* bitcast (i8* (%struct.Cat*, i32)* @"??_GCat@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Cat@@6B@")
@"??_R4Cat@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUCat@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Cat@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Cat@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCat@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUCat@@\00" }, comdat
@"??_R3Cat@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Cat@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Cat@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Cat@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Cat@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUCat@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Cat@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat

@"??_7Dog@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Cat@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 8
  %3 = alloca %struct.Cat, align 8
  %4 = alloca %"class.std::bad_cast"*, align 8
  %5 = alloca %"class.std::exception"*, align 8
  store i32 0, i32* %1, align 4
  %6 = call noundef %struct.Dog* @"??0Dog@@QEAA@XZ"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %2) #5
  %7 = call noundef %struct.Cat* @"??0Cat@@QEAA@XZ"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #5
  %8 = bitcast %struct.Dog* %2 to %struct.Animal*
  %9 = invoke noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %8)
          to label %10 unwind label %63

10:                                               ; preds = %0
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9)
          to label %12 unwind label %63

12:                                               ; preds = %10
  %13 = bitcast %struct.Cat* %3 to %struct.Animal*
  %14 = bitcast %struct.Animal* %13 to i8*
  %15 = invoke i8* @__RTDynamicCast(i8* %14, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 0)
          to label %16 unwind label %63

16:                                               ; preds = %12
  %17 = bitcast i8* %15 to %struct.Dog*
  br label %18

18:                                               ; preds = %16
  %19 = icmp eq %struct.Dog* %17, null
  %20 = zext i1 %19 to i32
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20)
          to label %22 unwind label %63

22:                                               ; preds = %18
  %23 = bitcast %struct.Cat* %3 to %struct.Animal*
  %24 = invoke noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %23)
          to label %25 unwind label %27

25:                                               ; preds = %22
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %24)
          to label %62 unwind label %27

27:                                               ; preds = %25, %22
  %28 = catchswitch within none [label %29] unwind label %63

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor18* @"??_R0?AVbad_cast@std@@@8", i32 8, %"class.std::bad_cast"** %4]
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %4, align 8
  %32 = bitcast %"class.std::bad_cast"* %31 to %"class.std::exception"*
  %33 = bitcast %"class.std::exception"* %32 to i8* (%"class.std::exception"*)***
  %34 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %33, align 8
  %35 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %34, i64 1
  %36 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %35, align 8
  %37 = invoke noundef i8* %36(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %32) [ "funclet"(token %30) ]
          to label %38 unwind label %63

38:                                               ; preds = %29
  %39 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %37) [ "funclet"(token %30) ]
          to label %40 unwind label %63

40:                                               ; preds = %38
  catchret from %30 to label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41, %62
  %43 = bitcast %struct.Cat* %3 to %struct.Animal*
  %44 = invoke noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %43)
          to label %61 unwind label %45

45:                                               ; preds = %42
  %46 = catchswitch within none [label %47] unwind label %63

47:                                               ; preds = %45
  %48 = catchpad within %46 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %5]
  %49 = load %"class.std::exception"*, %"class.std::exception"** %5, align 8
  %50 = bitcast %"class.std::exception"* %49 to i8* (%"class.std::exception"*)***
  %51 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %50, align 8
  %52 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %51, i64 1
  %53 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %52, align 8
  %54 = invoke noundef i8* %53(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %49) [ "funclet"(token %48) ]
          to label %55 unwind label %63

55:                                               ; preds = %47
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %54) [ "funclet"(token %48) ]
          to label %57 unwind label %63

57:                                               ; preds = %55
  catchret from %48 to label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58, %61
  store i32 0, i32* %1, align 4
  call void @"??1Cat@@UEAA@XZ"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #5
  call void @"??1Dog@@UEAA@XZ"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %2) #5
  %60 = load i32, i32* %1, align 4
  ret i32 %60

61:                                               ; preds = %42
  br label %59

62:                                               ; preds = %25
  br label %42

63:                                               ; preds = %55, %47, %45, %38, %29, %27, %18, %12, %10, %0
  %64 = cleanuppad within none []
  call void @"??1Cat@@UEAA@XZ"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #5 [ "funclet"(token %64) ]
  cleanupret from %64 unwind label %65

65:                                               ; preds = %63
  %66 = cleanuppad within none []
  call void @"??1Dog@@UEAA@XZ"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %2) #5 [ "funclet"(token %66) ]
  cleanupret from %66 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Dog* @"??0Dog@@QEAA@XZ"(%struct.Dog* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Dog*, align 8
  store %struct.Dog* %0, %struct.Dog** %2, align 8
  %3 = load %struct.Dog*, %struct.Dog** %2, align 8
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #5
  %6 = bitcast %struct.Dog* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Dog@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Dog, %struct.Dog* %3, i32 0, i32 1
  store i32 3, i32* %7, align 8
  ret %struct.Dog* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Cat* @"??0Cat@@QEAA@XZ"(%struct.Cat* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Cat*, align 8
  store %struct.Cat* %0, %struct.Cat** %2, align 8
  %3 = load %struct.Cat*, %struct.Cat** %2, align 8
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #5
  %6 = bitcast %struct.Cat* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Cat@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  ret %struct.Cat* %3
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) #3 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i8*
  %5 = call i8* @__RTDynamicCast(i8* %4, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 1)
  %6 = bitcast i8* %5 to %struct.Dog*
  br label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Dog, %struct.Dog* %6, i32 0, i32 1
  %9 = load i32, i32* %8, align 8
  ret i32 %9
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Cat@@UEAA@XZ"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Cat*, align 8
  store %struct.Cat* %0, %struct.Cat** %2, align 8
  %3 = load %struct.Cat*, %struct.Cat** %2, align 8
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Dog@@UEAA@XZ"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Dog*, align 8
  store %struct.Dog* %0, %struct.Dog** %2, align 8
  %3 = load %struct.Dog*, %struct.Dog** %2, align 8
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Animal* @"??0Animal@@QEAA@XZ"(%struct.Animal* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Animal@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GDog@@UEAAPEAXI@Z"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Dog*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Dog* %0, %struct.Dog** %5, align 8
  %6 = load %struct.Dog*, %struct.Dog** %5, align 8
  %7 = bitcast %struct.Dog* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Dog@@UEAA@XZ"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %6) #5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Dog* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #6
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GAnimal@@UEAAPEAXI@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Animal*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Animal* %0, %struct.Animal** %5, align 8
  %6 = load %struct.Animal*, %struct.Animal** %5, align 8
  %7 = bitcast %struct.Animal* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %6) #5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Animal* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #6
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Animal@@UEAA@XZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GCat@@UEAAPEAXI@Z"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Cat*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Cat* %0, %struct.Cat** %5, align 8
  %6 = load %struct.Cat*, %struct.Cat** %5, align 8
  %7 = bitcast %struct.Cat* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Cat@@UEAA@XZ"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %6) #5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Cat* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #6
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
