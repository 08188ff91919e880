; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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

$"??_GDog@@UEAAPEAXI@Z" = comdat any

$"??_GAnimal@@UEAAPEAXI@Z" = comdat any

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

@"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R0?AUDog@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUDog@@\00" }, comdat
@"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", comdat, align 8
@"??_R0?AVbad_cast@std@@@8" = linkonce_odr global %rtti.TypeDescriptor18 { i8** @"??_7type_info@@6B@", i8* null, [19 x i8] c".?AVbad_cast@std@@\00" }, comdat
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 8
@"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", comdat, align 8
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 8
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

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Dog, align 8
  %2 = alloca %struct.Cat, align 8
  %3 = alloca %"class.std::bad_cast"*, align 8
  %4 = alloca %"class.std::exception"*, align 8
  %5 = bitcast %struct.Dog* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #7
  %6 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Dog@@6B@" to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !8
  %7 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i64 0, i32 1
  store i32 3, i32* %7, align 8, !tbaa !11
  %8 = bitcast %struct.Cat* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #7
  %9 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Cat@@6B@" to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !8
  %10 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i64 0, i32 0
  %11 = call fastcc noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %10)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %11)
  %13 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i64 0, i32 0
  %14 = call i8* @__RTDynamicCast(i8* nonnull %8, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 0)
  %15 = icmp eq i8* %14, null
  %16 = zext i1 %15 to i32
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %16)
  %18 = invoke fastcc noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %13)
          to label %19 unwind label %21

19:                                               ; preds = %0
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18)
  br label %33

21:                                               ; preds = %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor18* @"??_R0?AVbad_cast@std@@@8", i32 8, %"class.std::bad_cast"** %3]
  %25 = bitcast %"class.std::bad_cast"** %3 to %"class.std::exception"**
  %26 = load %"class.std::exception"*, %"class.std::exception"** %25, align 8, !tbaa !15
  %27 = bitcast %"class.std::exception"* %26 to i8* (%"class.std::exception"*)***
  %28 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %27, align 8, !tbaa !8
  %29 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %28, i64 1
  %30 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %29, align 8
  %31 = call noundef i8* %30(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %26) [ "funclet"(token %24) ]
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %31) [ "funclet"(token %24) ]
  catchret from %24 to label %33

33:                                               ; preds = %23, %19
  %34 = invoke fastcc noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %13)
          to label %46 unwind label %35

35:                                               ; preds = %33
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %4]
  %39 = load %"class.std::exception"*, %"class.std::exception"** %4, align 8, !tbaa !15
  %40 = bitcast %"class.std::exception"* %39 to i8* (%"class.std::exception"*)***
  %41 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %40, align 8, !tbaa !8
  %42 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %41, i64 1
  %43 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %42, align 8
  %44 = call noundef i8* %43(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %39) [ "funclet"(token %38) ]
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %44) [ "funclet"(token %38) ]
  catchret from %38 to label %46

46:                                               ; preds = %33, %37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @"?bark_of@@YAHAEAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 {
  %2 = bitcast %struct.Animal* %0 to i8*
  %3 = tail call i8* @__RTDynamicCast(i8* nonnull %2, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 1)
  %4 = getelementptr inbounds i8, i8* %3, i64 8
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 8, !tbaa !11
  ret i32 %6
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDog@@UEAAPEAXI@Z"(%struct.Dog* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.Dog* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GAnimal@@UEAAPEAXI@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Animal* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GCat@@UEAAPEAXI@Z"(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.Cat* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"vtable pointer", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !13, i64 8}
!12 = !{!"?AUDog@@", !13, i64 8}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !14, i64 0}
