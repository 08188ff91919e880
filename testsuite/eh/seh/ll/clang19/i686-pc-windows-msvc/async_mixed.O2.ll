; ModuleID = 'llvm-link'
source_filename = "async_mixed.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Obj = type { i32 }

$"??1Obj@@QAE@XZ" = comdat any

$"??0Obj@@QAE@ABU0@@Z" = comdat any

$"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = comdat any

$"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = comdat any

$"??_C@_03KCHOJKKI@set?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = comdat any

$"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = comdat any

$"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 1
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 1
@seen_params = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 1
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 1
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 1
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [33 x i8] c"1: a C++ throw taken by __except\00", align 1
@str.1 = private unnamed_addr constant [41 x i8] c"2: declined by the filter, caught by C++\00", align 1
@str.2 = private unnamed_addr constant [39 x i8] c"3: an SEH exception through C++ frames\00", align 1
@str.3 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUObj@@\00" }, comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUObj@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Obj@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Obj@@QAE@XZ", ptr null, ptr @"_CTA1?AUObj@@" }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 1
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  catch (...) takes it\0A\00", comdat, align 1
@"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"  catch (int): not reached\0A\00", comdat, align 1
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 1
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 1

define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1, ptr nonnull %2)
  %3 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @llvm.seh.try.begin()
          to label %4 unwind label %6

4:                                                ; preds = %0
  invoke fastcc void @throw_through_finally() #13
          to label %5 unwind label %6

5:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %13 unwind label %6

6:                                                ; preds = %5, %4, %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"?filt$0@0@main@@"]
  catchret from %9 to label %10

10:                                               ; preds = %8
  %11 = load i32, ptr %1, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %11)
  br label %13

13:                                               ; preds = %10, %5
  %14 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %15 = call i32 @cxx_catch_around(ptr noundef nonnull @declining)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i32 noundef %15)
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  invoke void @llvm.seh.try.begin()
          to label %18 unwind label %20

18:                                               ; preds = %13
  invoke void @cxx_call(ptr noundef nonnull @raiser) #13
          to label %19 unwind label %20

19:                                               ; preds = %18
  invoke void @llvm.seh.try.end()
          to label %27 unwind label %20

20:                                               ; preds = %19, %18, %13
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @"?filt$1@0@main@@"]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = load i32, ptr %2, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %25)
  br label %27

27:                                               ; preds = %24, %19
  %28 = load i32, ptr @seen_params, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i32 noundef %28)
  ret i32 0
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.begin() #3

define internal fastcc void @throw_through_finally() unnamed_addr #0 personality ptr @_except_handler3 {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %6

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %6

2:                                                ; preds = %1
  invoke void @cxx_throw(i32 noundef 7) #13
          to label %3 unwind label %6

3:                                                ; preds = %2
  invoke void @llvm.seh.try.end()
          to label %4 unwind label %6

4:                                                ; preds = %3
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef 0)
  ret void

6:                                                ; preds = %3, %2, %1, %0
  %7 = cleanuppad within none []
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef 1) [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.end() #3

define internal noundef range(i32 0, 2) i32 @"?filt$0@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 16
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %8, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %8, align 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %13, i32 noundef %12, i32 noundef %10)
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, -529697949
  br i1 %16, label %17, label %30

17:                                               ; preds = %0
  %18 = getelementptr inbounds i8, ptr %8, i32 20
  %19 = getelementptr inbounds i8, ptr %8, i32 28
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_03KCHOJKKI@set?$AA@"
  %23 = getelementptr inbounds i8, ptr %8, i32 24
  %24 = load i32, ptr %23, align 4
  %25 = inttoptr i32 %24 to ptr
  %26 = tail call i32 @cxx_obj_value(ptr noundef %25)
  %27 = load i32, ptr %18, align 4
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %27, i32 noundef %26, ptr noundef nonnull %22)
  %29 = load i32, ptr %9, align 4
  store i32 %29, ptr @seen_params, align 4
  br label %30

30:                                               ; preds = %17, %0
  ret i32 1
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

define internal void @declining() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1)
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %8

2:                                                ; preds = %0
  invoke void @llvm.seh.scope.begin()
          to label %3 unwind label %15

3:                                                ; preds = %2
  invoke void @llvm.seh.try.begin()
          to label %4 unwind label %15

4:                                                ; preds = %3
  invoke void @cxx_throw(i32 noundef 8) #13
          to label %5 unwind label %15

5:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %6 unwind label %15

6:                                                ; preds = %5
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef zeroext 0) #13
          to label %7 unwind label %8

7:                                                ; preds = %6
  invoke void @llvm.seh.try.end()
          to label %14 unwind label %8

8:                                                ; preds = %18, %17, %15, %7, %6, %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"?filt$0@0@declining@@"]
  catchret from %11 to label %12

12:                                               ; preds = %10
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  br label %14

14:                                               ; preds = %12, %7
  ret void

15:                                               ; preds = %5, %4, %3, %2
  %16 = cleanuppad within none []
  invoke void @llvm.seh.scope.end() [ "funclet"(token %16) ]
          to label %17 unwind label %8

17:                                               ; preds = %15
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef zeroext 1) #13 [ "funclet"(token %16) ]
          to label %18 unwind label %8

18:                                               ; preds = %17
  cleanupret from %16 unwind label %8
}

define internal void @raiser() #0 {
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null)
  ret void
}

define internal noundef range(i32 0, 2) i32 @"?filt$1@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 16
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %8, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %8, align 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %13, i32 noundef %12, i32 noundef %10)
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, -529697949
  br i1 %16, label %17, label %30

17:                                               ; preds = %0
  %18 = getelementptr inbounds i8, ptr %8, i32 20
  %19 = getelementptr inbounds i8, ptr %8, i32 28
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_03KCHOJKKI@set?$AA@"
  %23 = getelementptr inbounds i8, ptr %8, i32 24
  %24 = load i32, ptr %23, align 4
  %25 = inttoptr i32 %24 to ptr
  %26 = tail call i32 @cxx_obj_value(ptr noundef %25)
  %27 = load i32, ptr %18, align 4
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %27, i32 noundef %26, ptr noundef nonnull %22)
  %29 = load i32, ptr %9, align 4
  store i32 %29, ptr @seen_params, align 4
  br label %30

30:                                               ; preds = %17, %0
  ret i32 1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #5

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.begin() #7

; Function Attrs: nofree nounwind
define internal fastcc void @"?fin$0@0@declining@@"(i8 noundef zeroext %0) unnamed_addr #8 {
  %2 = zext nneg i8 %0 to i32
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef %2)
  ret void
}

define internal noundef range(i32 0, 2) i32 @"?filt$0@0@declining@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @declining, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @declining, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 16
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %8, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %8, align 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %13, i32 noundef %12, i32 noundef %10)
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, -529697949
  br i1 %16, label %17, label %30

17:                                               ; preds = %0
  %18 = getelementptr inbounds i8, ptr %8, i32 20
  %19 = getelementptr inbounds i8, ptr %8, i32 28
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_03KCHOJKKI@set?$AA@"
  %23 = getelementptr inbounds i8, ptr %8, i32 24
  %24 = load i32, ptr %23, align 4
  %25 = inttoptr i32 %24 to ptr
  %26 = tail call i32 @cxx_obj_value(ptr noundef %25)
  %27 = load i32, ptr %18, align 4
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %27, i32 noundef %26, ptr noundef nonnull %22)
  %29 = load i32, ptr %9, align 4
  store i32 %29, ptr @seen_params, align 4
  br label %30

30:                                               ; preds = %17, %0
  ret i32 0
}

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.end() #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @cxx_obj_value(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = load i32, ptr %0, align 4
  ret i32 %2
}

; Function Attrs: mustprogress noreturn
define dso_local void @cxx_throw(i32 noundef %0) local_unnamed_addr #10 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Obj, align 4
  invoke void @llvm.seh.scope.begin()
          to label %3 unwind label %5

3:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %0)
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUObj@@") #14
          to label %8 unwind label %5

5:                                                ; preds = %3, %1
  %6 = cleanuppad within none []
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07PCOLHLLC@thrower?$AA@") [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

8:                                                ; preds = %3
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #11 comdat align 2 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Obj@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #12 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  store i32 %3, ptr %0, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i32 noundef %3)
  ret ptr %0
}

; Function Attrs: mustprogress
define dso_local i32 @cxx_catch_around(ptr nocapture noundef readonly %0) local_unnamed_addr #12 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  invoke void %0()
          to label %12 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUObj@@@8", i32 8, ptr %2]
  %7 = load ptr, ptr %2, align 4
  %8 = load i32, ptr %7, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i32 noundef %8) [ "funclet"(token %6) ]
  %10 = load ptr, ptr %2, align 4
  %11 = load i32, ptr %10, align 4
  catchret from %6 to label %12

12:                                               ; preds = %5, %1
  %13 = phi i32 [ %11, %5 ], [ 0, %1 ]
  ret i32 %13
}

; Function Attrs: mustprogress
define dso_local void @cxx_call(ptr nocapture noundef readonly %0) local_unnamed_addr #12 personality ptr @__CxxFrameHandler3 {
  invoke void @llvm.seh.scope.begin()
          to label %2 unwind label %19

2:                                                ; preds = %1
  invoke void @llvm.seh.try.begin()
          to label %3 unwind label %4

3:                                                ; preds = %2
  invoke void %0()
          to label %11 unwind label %4

4:                                                ; preds = %3, %2
  %5 = catchswitch within none [label %6, label %14] unwind label %19

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0H@8", i32 0, ptr null]
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@") [ "funclet"(token %7) ]
          to label %9 unwind label %19

9:                                                ; preds = %6
  invoke void @llvm.seh.scope.end() [ "funclet"(token %7) ]
          to label %10 unwind label %19

10:                                               ; preds = %9
  catchret from %7 to label %11

11:                                               ; preds = %18, %10, %3
  invoke void @llvm.seh.scope.end()
          to label %12 unwind label %19

12:                                               ; preds = %11
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_06GFECGKEO@caller?$AA@")
  ret void

14:                                               ; preds = %4
  %15 = catchpad within %5 [ptr null, i32 0, ptr null]
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@") [ "funclet"(token %15) ]
          to label %17 unwind label %19

17:                                               ; preds = %14
  invoke void @llvm.seh.scope.end() [ "funclet"(token %15) ]
          to label %18 unwind label %19

18:                                               ; preds = %17
  catchret from %15 to label %11

19:                                               ; preds = %17, %14, %11, %9, %6, %4, %1
  %20 = cleanuppad within none []
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_06GFECGKEO@caller?$AA@") [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller
}

attributes #0 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind }
attributes #3 = { nounwind willreturn memory(write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress noreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline }
attributes #14 = { noreturn }

!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"NumRegisterParameters", i32 0}
!2 = !{i32 1, !"wchar_size", i32 2}
!3 = !{i32 2, !"eh-asynch", i32 1}
!4 = !{i32 1, !"MaxTLSAlign", i32 65536}
