; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%rtti.TypeDescriptor18 = type { ptr, ptr, [19 x i8] }
%rtti.TypeDescriptor19 = type { ptr, ptr, [20 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { ptr }
%struct.Cat = type { %struct.Animal }

$"??0Dog@@QAE@XZ" = comdat any

$"??0Cat@@QAE@XZ" = comdat any

$"??1Cat@@UAE@XZ" = comdat any

$"??1Dog@@UAE@XZ" = comdat any

$"??0Animal@@QAE@XZ" = comdat any

$"??_GDog@@UAEPAXI@Z" = comdat any

$"??_GAnimal@@UAEPAXI@Z" = comdat any

$"??1Animal@@UAE@XZ" = comdat any

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
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R0?AUDog@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUDog@@\00" }, comdat
@"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", comdat, align 1
@"??_R0?AVbad_cast@std@@@8" = linkonce_odr global %rtti.TypeDescriptor18 { ptr @"??_7type_info@@6B@", ptr null, [19 x i8] c".?AVbad_cast@std@@\00" }, comdat
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", comdat, align 1
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Dog@@6B@", ptr @"??_GDog@@UAEPAXI@Z"] }, comdat($"??_7Dog@@6B@")
@"??_R4Dog@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUDog@@@8", ptr @"??_R3Dog@@8" }, comdat
@"??_R3Dog@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Dog@@8" }, comdat
@"??_R2Dog@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Dog@@8", ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@"??_R1A@?0A@EA@Dog@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUDog@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Dog@@8" }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUAnimal@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Animal@@8" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Animal@@8" }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Animal@@6B@", ptr @"??_GAnimal@@UAEPAXI@Z"] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUAnimal@@@8", ptr @"??_R3Animal@@8" }, comdat
@2 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Cat@@6B@", ptr @"??_GCat@@UAEPAXI@Z"] }, comdat($"??_7Cat@@6B@")
@"??_R4Cat@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCat@@@8", ptr @"??_R3Cat@@8" }, comdat
@"??_R0?AUCat@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUCat@@\00" }, comdat
@"??_R3Cat@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Cat@@8" }, comdat
@"??_R2Cat@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Cat@@8", ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@"??_R1A@?0A@EA@Cat@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCat@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Cat@@8" }, comdat

@"??_7Dog@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7Cat@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @2, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 4
  %3 = alloca %struct.Cat, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %6 = call x86_thiscallcc noundef ptr @"??0Dog@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %2) #5
  %7 = call x86_thiscallcc noundef ptr @"??0Cat@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  %8 = invoke noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %9 unwind label %54

9:                                                ; preds = %0
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@NPIEMIHI@dog?5barks?5?$CFd?6?$AA@", i32 noundef %8)
          to label %11 unwind label %54

11:                                               ; preds = %9
  %12 = invoke ptr @__RTDynamicCast(ptr %3, i32 0, ptr @"??_R0?AUAnimal@@@8", ptr @"??_R0?AUDog@@@8", i32 0)
          to label %13 unwind label %54

13:                                               ; preds = %11
  br label %14

14:                                               ; preds = %13
  %15 = icmp eq ptr %12, null
  %16 = zext i1 %15 to i32
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@JEAIAIID@cat?5as?5Dog?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %16)
          to label %18 unwind label %54

18:                                               ; preds = %14
  %19 = invoke noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %20 unwind label %22

20:                                               ; preds = %18
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %19)
          to label %53 unwind label %22

22:                                               ; preds = %20, %18
  %23 = catchswitch within none [label %24] unwind label %54

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @"??_R0?AVbad_cast@std@@@8", i32 8, ptr %4]
  %26 = load ptr, ptr %4, align 4
  %27 = load ptr, ptr %26, align 4
  %28 = getelementptr inbounds ptr, ptr %27, i64 1
  %29 = load ptr, ptr %28, align 4
  %30 = invoke x86_thiscallcc noundef ptr %29(ptr noundef nonnull align 4 dereferenceable(12) %26) [ "funclet"(token %25) ]
          to label %31 unwind label %54

31:                                               ; preds = %24
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@EECEJCGN@bad_cast?3?5?$CFs?6?$AA@", ptr noundef %30) [ "funclet"(token %25) ]
          to label %33 unwind label %54

33:                                               ; preds = %31
  catchret from %25 to label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34, %53
  %36 = invoke noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %52 unwind label %37

37:                                               ; preds = %35
  %38 = catchswitch within none [label %39] unwind label %54

39:                                               ; preds = %37
  %40 = catchpad within %38 [ptr @"??_R0?AVexception@std@@@8", i32 8, ptr %5]
  %41 = load ptr, ptr %5, align 4
  %42 = load ptr, ptr %41, align 4
  %43 = getelementptr inbounds ptr, ptr %42, i64 1
  %44 = load ptr, ptr %43, align 4
  %45 = invoke x86_thiscallcc noundef ptr %44(ptr noundef nonnull align 4 dereferenceable(12) %41) [ "funclet"(token %40) ]
          to label %46 unwind label %54

46:                                               ; preds = %39
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", ptr noundef %45) [ "funclet"(token %40) ]
          to label %48 unwind label %54

48:                                               ; preds = %46
  catchret from %40 to label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49, %52
  store i32 0, ptr %1, align 4
  call x86_thiscallcc void @"??1Cat@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  call x86_thiscallcc void @"??1Dog@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %2) #5
  %51 = load i32, ptr %1, align 4
  ret i32 %51

52:                                               ; preds = %35
  br label %50

53:                                               ; preds = %20
  br label %35

54:                                               ; preds = %46, %39, %37, %31, %24, %22, %14, %11, %9, %0
  %55 = cleanuppad within none []
  call x86_thiscallcc void @"??1Cat@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %55) ]
  cleanupret from %55 unwind label %56

56:                                               ; preds = %54
  %57 = cleanuppad within none []
  call x86_thiscallcc void @"??1Dog@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %2) #5 [ "funclet"(token %57) ]
  cleanupret from %57 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Dog@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Animal@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  store ptr @"??_7Dog@@6B@", ptr %3, align 4
  %5 = getelementptr inbounds %struct.Dog, ptr %3, i32 0, i32 1
  store i32 3, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Cat@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Animal@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  store ptr @"??_7Cat@@6B@", ptr %3, align 4
  ret ptr %3
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?bark_of@@YAHAAUAnimal@@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__RTDynamicCast(ptr %3, i32 0, ptr @"??_R0?AUAnimal@@@8", ptr @"??_R0?AUDog@@@8", i32 1)
  br label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Dog, ptr %4, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  ret i32 %7
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Cat@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Dog@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Animal@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Animal@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDog@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Dog@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GAnimal@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Animal@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCat@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Cat@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
