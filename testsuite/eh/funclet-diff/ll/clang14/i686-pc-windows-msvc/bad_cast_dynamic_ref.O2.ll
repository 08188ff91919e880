; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.TypeDescriptor18 = type { i8**, i8*, [19 x i8] }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { i32 (...)** }
%struct.Cat = type { %struct.Animal }
%"class.std::bad_cast" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??_GDog@@UAEPAXI@Z" = comdat any

$"??_GAnimal@@UAEPAXI@Z" = comdat any

$"??_GCat@@UAEPAXI@Z" = comdat any

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
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Dog@@6B@" to i8*), i8* bitcast (i8* (%struct.Dog*, i32)* @"??_GDog@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Dog@@6B@")
@"??_R4Dog@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Dog@@8" }, comdat
@"??_R3Dog@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Dog@@8", i32 0, i32 0) }, comdat
@"??_R2Dog@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Dog@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Dog@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Dog@@8" }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Animal@@8", i32 0, i32 0) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i8*), i8* bitcast (i8* (%struct.Animal*, i32)* @"??_GAnimal@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" }, comdat
@2 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Cat@@6B@" to i8*), i8* bitcast (i8* (%struct.Cat*, i32)* @"??_GCat@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Cat@@6B@")
@"??_R4Cat@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUCat@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Cat@@8" }, comdat
@"??_R0?AUCat@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUCat@@\00" }, comdat
@"??_R3Cat@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Cat@@8", i32 0, i32 0) }, comdat
@"??_R2Cat@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Cat@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Cat@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUCat@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Cat@@8" }, comdat

@"??_7Dog@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Cat@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Dog, align 4
  %2 = alloca %struct.Cat, align 4
  %3 = alloca %"class.std::bad_cast"*, align 4
  %4 = alloca %"class.std::exception"*, align 4
  %5 = bitcast %struct.Dog* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  %6 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Dog@@6B@" to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !3
  %7 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i32 0, i32 1
  store i32 3, i32* %7, align 4, !tbaa !6
  %8 = bitcast %struct.Cat* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #7
  %9 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Cat@@6B@" to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !3
  %10 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i32 0, i32 0
  %11 = call fastcc noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %10)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %11)
  %13 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i32 0, i32 0
  %14 = call i8* @__RTDynamicCast(i8* nonnull %8, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 0)
  %15 = icmp eq i8* %14, null
  %16 = zext i1 %15 to i32
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %16)
  %18 = invoke fastcc noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %13)
          to label %19 unwind label %21

19:                                               ; preds = %0
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %18)
  br label %33

21:                                               ; preds = %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor18* @"??_R0?AVbad_cast@std@@@8", i32 8, %"class.std::bad_cast"** %3]
  %25 = bitcast %"class.std::bad_cast"** %3 to %"class.std::exception"**
  %26 = load %"class.std::exception"*, %"class.std::exception"** %25, align 4, !tbaa !10
  %27 = bitcast %"class.std::exception"* %26 to i8* (%"class.std::exception"*)***
  %28 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %27, align 4, !tbaa !3
  %29 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %28, i32 1
  %30 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %29, align 4
  %31 = call x86_thiscallcc noundef i8* %30(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %26) [ "funclet"(token %24) ]
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %31) [ "funclet"(token %24) ]
  catchret from %24 to label %33

33:                                               ; preds = %23, %19
  %34 = invoke fastcc noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %13)
          to label %46 unwind label %35

35:                                               ; preds = %33
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %4]
  %39 = load %"class.std::exception"*, %"class.std::exception"** %4, align 4, !tbaa !10
  %40 = bitcast %"class.std::exception"* %39 to i8* (%"class.std::exception"*)***
  %41 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %40, align 4, !tbaa !3
  %42 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %41, i32 1
  %43 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %42, align 4
  %44 = call x86_thiscallcc noundef i8* %43(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %39) [ "funclet"(token %38) ]
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %44) [ "funclet"(token %38) ]
  catchret from %38 to label %46

46:                                               ; preds = %33, %37
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 {
  %2 = bitcast %struct.Animal* %0 to i8*
  %3 = tail call i8* @__RTDynamicCast(i8* nonnull %2, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUDog@@@8" to i8*), i32 1)
  %4 = getelementptr inbounds i8, i8* %3, i32 4
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !6
  ret i32 %6
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GDog@@UAEPAXI@Z"(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.Dog* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GAnimal@@UAEPAXI@Z"(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Animal* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCat@@UAEPAXI@Z"(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.Cat* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"vtable pointer", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !8, i64 4}
!7 = !{!"?AUDog@@", !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !5, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !9, i64 0}
