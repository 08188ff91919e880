; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor17 = type { ptr, ptr, [18 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor19 = type { ptr, ptr, [20 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%"struct.io::DiskFull" = type { %"class.std::exception" }
%"class.std::exception" = type { ptr, %struct.__std_exception_data }
%struct.__std_exception_data = type { ptr, i8 }

$"??0DiskFull@io@@QAE@ABU01@@Z" = comdat any

$"??0exception@std@@QAE@ABV01@@Z" = comdat any

$"??1exception@std@@UAE@XZ" = comdat any

$"??_GDiskFull@io@@UAEPAXI@Z" = comdat any

$"?what@DiskFull@io@@UBEPBDXZ" = comdat any

$"??_Gexception@std@@UAEPAXI@Z" = comdat any

$"?what@exception@std@@UBEPBDXZ" = comdat any

$"??_C@_0BC@DJAHCGBO@writing?5block?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUDiskFull@io@@@8" = comdat any

$"_CT??_R0?AUDiskFull@io@@@8??0DiskFull@io@@QAE@ABU01@@Z12" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = comdat any

$"_CTA2?AUDiskFull@io@@" = comdat any

$"_TI2?AUDiskFull@io@@" = comdat any

$"??_7DiskFull@io@@6B@" = comdat largest

$"??_R4DiskFull@io@@6B@" = comdat any

$"??_R3DiskFull@io@@8" = comdat any

$"??_R2DiskFull@io@@8" = comdat any

$"??_R1A@?0A@EA@DiskFull@io@@8" = comdat any

$"??_R1A@?0A@EA@exception@std@@8" = comdat any

$"??_R3exception@std@@8" = comdat any

$"??_R2exception@std@@8" = comdat any

$"??_7exception@std@@6B@" = comdat largest

$"??_R4exception@std@@6B@" = comdat any

$"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = comdat any

$"??_C@_09FKGNELIK@disk?5full?$AA@" = comdat any

@"??_C@_0BC@DJAHCGBO@writing?5block?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"writing block %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUDiskFull@io@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { ptr @"??_7type_info@@6B@", ptr null, [18 x i8] c".?AUDiskFull@io@@\00" }, comdat
@"_CT??_R0?AUDiskFull@io@@@8??0DiskFull@io@@QAE@ABU01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUDiskFull@io@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0DiskFull@io@@QAE@ABU01@@Z" }, section ".xdata", comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AVexception@std@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0exception@std@@QAE@ABV01@@Z" }, section ".xdata", comdat
@"_CTA2?AUDiskFull@io@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUDiskFull@io@@@8??0DiskFull@io@@QAE@ABU01@@Z12", ptr @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI2?AUDiskFull@io@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1exception@std@@UAE@XZ", ptr null, ptr @"_CTA2?AUDiskFull@io@@" }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4DiskFull@io@@6B@", ptr @"??_GDiskFull@io@@UAEPAXI@Z", ptr @"?what@DiskFull@io@@UBEPBDXZ"] }, comdat($"??_7DiskFull@io@@6B@")
@"??_R4DiskFull@io@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUDiskFull@io@@@8", ptr @"??_R3DiskFull@io@@8" }, comdat
@"??_R3DiskFull@io@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2DiskFull@io@@8" }, comdat
@"??_R2DiskFull@io@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@DiskFull@io@@8", ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@"??_R1A@?0A@EA@DiskFull@io@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUDiskFull@io@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3DiskFull@io@@8" }, comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AVexception@std@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3exception@std@@8" }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2exception@std@@8" }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4exception@std@@6B@", ptr @"??_Gexception@std@@UAEPAXI@Z", ptr @"?what@exception@std@@UBEPBDXZ"] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AVexception@std@@@8", ptr @"??_R3exception@std@@8" }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_09FKGNELIK@disk?5full?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"disk full\00", comdat, align 1

@"??_7DiskFull@io@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 0)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 1)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 2)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 3)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 4)
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?write_block@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %"struct.io::DiskFull", align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DJAHCGBO@writing?5block?5?$CFd?6?$AA@", i32 noundef %0)
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i32 4
  store i64 0, ptr %6, align 4
  store ptr @"??_7DiskFull@io@@6B@", ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI2?AUDiskFull@io@@") #7
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0DiskFull@io@@QAE@ABU01@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  store i64 0, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  invoke void @__std_exception_copy(ptr noundef nonnull %4, ptr noundef nonnull %3)
          to label %7 unwind label %5

5:                                                ; preds = %2
  %6 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %6) ]
  unreachable

7:                                                ; preds = %2
  store ptr @"??_7DiskFull@io@@6B@", ptr %0, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0exception@std@@QAE@ABV01@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  store i64 0, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  invoke void @__std_exception_copy(ptr noundef nonnull %4, ptr noundef nonnull %3)
          to label %5 unwind label %6

5:                                                ; preds = %2
  ret ptr %0

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1exception@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %2)
          to label %3 unwind label %4

3:                                                ; preds = %1
  ret void

4:                                                ; preds = %1
  %5 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %5) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDiskFull@io@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %3)
          to label %6 unwind label %4

4:                                                ; preds = %2
  %5 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %6
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #9
  br label %9

9:                                                ; preds = %8, %6
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?what@DiskFull@io@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret ptr @"??_C@_09FKGNELIK@disk?5full?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_Gexception@std@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %3)
          to label %6 unwind label %4

4:                                                ; preds = %2
  %5 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %6
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #9
  br label %9

9:                                                ; preds = %8, %6
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?what@exception@std@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp eq ptr %3, null
  %5 = select i1 %4, ptr @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", ptr %3
  ret ptr %5
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #5

declare dso_local void @__std_exception_destroy(ptr noundef) local_unnamed_addr #6

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local void @__std_exception_copy(ptr noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
