; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$_ZN3ObjD2Ev = comdat any

@_ZL4news = internal global i32 0, align 4
@_ZL9fail_next = internal global i8 0, align 1
@.str = private unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", align 1
@_ZTIi = external constant i8*
@_ZL7deletes = internal global i32 0, align 4
@_ZL5anews = internal global i32 0, align 4
@_ZL8adeletes = internal global i32 0, align 4
@sink = hidden global i8* null, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"new int / delete\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"new int[3] / delete[]\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"new Obj[2] / delete[] (sized)\00", align 1
@_ZSt7nothrow = external global %"struct.std::nothrow_t", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"nothrow new: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"a block\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"nothrow new / nothrow delete\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"nothrow new[]: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"nothrow new[] / nothrow delete[]\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"nothrow new when new throws: %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [35 x i8] c"nothrow new[] when new throws: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"failing nothrow forms\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"throwing new\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", align 1
@.str.20 = private unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", align 1
@_ZL4used = internal global i32 0, align 4
@_ZL4pool = internal global [4096 x i8] zeroinitializer, align 128
@.str.22 = private unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL4news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL4news, align 4
  %5 = load i8, i8* @_ZL9fail_next, align 1
  %6 = trunc i8 %5 to i1
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  store i8 0, i8* @_ZL9fail_next, align 1
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i32 0, i32 0))
  %9 = call i8* @__cxa_allocate_exception(i32 4) #10
  %10 = bitcast i8* %9 to i32*
  store i32 7, i32* %10, align 16
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = call noundef i8* @_ZL4takemm(i32 noundef %12, i32 noundef 16)
  ret i8* %13
}

declare i32 @printf(i8* noundef, ...) #1

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i8* @_ZL4takemm(i32 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* @_ZL4used, align 4
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %6, %7
  %9 = sub i32 %8, 1
  %10 = load i32, i32* %4, align 4
  %11 = udiv i32 %9, %10
  %12 = load i32, i32* %4, align 4
  %13 = mul i32 %11, %12
  store i32 %13, i32* @_ZL4used, align 4
  %14 = load i32, i32* @_ZL4used, align 4
  %15 = getelementptr inbounds i8, i8* getelementptr inbounds ([4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 0), i32 %14
  store i8* %15, i8** %5, align 4
  %16 = load i32, i32* %3, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i32, i32* %3, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = load i32, i32* @_ZL4used, align 4
  %24 = add i32 %23, %22
  store i32 %24, i32* @_ZL4used, align 4
  %25 = load i8*, i8** %5, align 4
  ret i8* %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(i8* noundef %0) #3 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL7deletes, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL7deletes, align 4
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_ZnwmSt11align_val_t(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL5anews, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = call noundef i8* @_ZL4takemm(i32 noundef %7, i32 noundef %8)
  ret i8* %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPvSt11align_val_t(i8* noundef %0, i32 noundef %1) #3 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, i32* @_ZL8adeletes, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL8adeletes, align 4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 4
  %3 = alloca i32*, align 4
  %4 = alloca %struct.Obj*, align 4
  %5 = alloca %struct.Obj*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i1, align 1
  %9 = alloca i8*, align 4
  %10 = alloca i32*, align 4
  %11 = alloca i8*, align 4
  %12 = alloca i1, align 1
  %13 = alloca i8*, align 4
  %14 = alloca i32*, align 4
  %15 = alloca i8*, align 4
  %16 = alloca i32, align 4
  %17 = alloca i8*, align 4
  %18 = alloca i8*, align 4
  %19 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %20 = call noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #14
  %21 = bitcast i8* %20 to i32*
  store i32 1, i32* %21, align 4
  store i32* %21, i32** %2, align 4
  %22 = load i32*, i32** %2, align 4
  %23 = bitcast i32* %22 to i8*
  store volatile i8* %23, i8** @sink, align 4
  %24 = load i32*, i32** %2, align 4
  %25 = icmp eq i32* %24, null
  br i1 %25, label %28, label %26

26:                                               ; preds = %0
  %27 = bitcast i32* %24 to i8*
  call void @_ZdlPv(i8* noundef %27) #15
  br label %28

28:                                               ; preds = %26, %0
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0))
  %29 = call noalias noundef nonnull i8* @_Znam(i32 noundef 12) #14
  %30 = bitcast i8* %29 to i32*
  store i32* %30, i32** %3, align 4
  %31 = load i32*, i32** %3, align 4
  %32 = bitcast i32* %31 to i8*
  store volatile i8* %32, i8** @sink, align 4
  %33 = load i32*, i32** %3, align 4
  %34 = icmp eq i32* %33, null
  br i1 %34, label %37, label %35

35:                                               ; preds = %28
  %36 = bitcast i32* %33 to i8*
  call void @_ZdaPv(i8* noundef %36) #15
  br label %37

37:                                               ; preds = %35, %28
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0))
  %38 = call noalias noundef nonnull i8* @_Znam(i32 noundef 12) #14
  %39 = bitcast i8* %38 to i32*
  store i32 2, i32* %39, align 4
  %40 = getelementptr inbounds i8, i8* %38, i32 4
  %41 = bitcast i8* %40 to %struct.Obj*
  store %struct.Obj* %41, %struct.Obj** %5, align 4
  store %struct.Obj* %41, %struct.Obj** %5, align 4
  %42 = getelementptr inbounds %struct.Obj, %struct.Obj* %41, i32 0, i32 0
  store i32 1, i32* %42, align 4
  %43 = getelementptr inbounds %struct.Obj, %struct.Obj* %41, i32 1
  store %struct.Obj* %43, %struct.Obj** %5, align 4
  %44 = getelementptr inbounds %struct.Obj, %struct.Obj* %43, i32 0, i32 0
  store i32 2, i32* %44, align 4
  %45 = getelementptr inbounds %struct.Obj, %struct.Obj* %43, i32 1
  store %struct.Obj* %41, %struct.Obj** %4, align 4
  %46 = load %struct.Obj*, %struct.Obj** %4, align 4
  %47 = bitcast %struct.Obj* %46 to i8*
  store volatile i8* %47, i8** @sink, align 4
  %48 = load %struct.Obj*, %struct.Obj** %4, align 4
  %49 = icmp eq %struct.Obj* %48, null
  br i1 %49, label %63, label %50

50:                                               ; preds = %37
  %51 = bitcast %struct.Obj* %48 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i32 -4
  %53 = bitcast i8* %52 to i32*
  %54 = load i32, i32* %53, align 4
  %55 = getelementptr inbounds %struct.Obj, %struct.Obj* %48, i32 %54
  %56 = icmp eq %struct.Obj* %48, %55
  br i1 %56, label %62, label %57

57:                                               ; preds = %57, %50
  %58 = phi %struct.Obj* [ %55, %50 ], [ %59, %57 ]
  %59 = getelementptr inbounds %struct.Obj, %struct.Obj* %58, i32 -1
  %60 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %59) #10
  %61 = icmp eq %struct.Obj* %59, %48
  br i1 %61, label %62, label %57

62:                                               ; preds = %57, %50
  call void @_ZdaPv(i8* noundef %52) #15
  br label %63

63:                                               ; preds = %62, %37
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i32 0, i32 0))
  %64 = call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %65 = icmp eq i8* %64, null
  store i1 false, i1* %8, align 1
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  store i8* %64, i8** %7, align 4
  store i1 true, i1* %8, align 1
  %67 = bitcast i8* %64 to i32*
  store i32 2, i32* %67, align 4
  br label %68

68:                                               ; preds = %66, %63
  %69 = phi i32* [ %67, %66 ], [ null, %63 ]
  store i32* %69, i32** %6, align 4
  %70 = load i32*, i32** %6, align 4
  %71 = bitcast i32* %70 to i8*
  store volatile i8* %71, i8** @sink, align 4
  %72 = load i32*, i32** %6, align 4
  %73 = icmp ne i32* %72, null
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %75)
  %77 = load i32*, i32** %6, align 4
  %78 = bitcast i32* %77 to i8*
  call void @_ZdlPvRKSt9nothrow_t(i8* noundef %78, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0))
  %79 = call noalias noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  store i8* %79, i8** %9, align 4
  %80 = load i8*, i8** %9, align 4
  store volatile i8* %80, i8** @sink, align 4
  %81 = load i8*, i8** %9, align 4
  %82 = icmp ne i8* %81, null
  %83 = zext i1 %82 to i64
  %84 = select i1 %82, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), i8* noundef %84)
  %86 = load i8*, i8** %9, align 4
  call void @_ZdaPvRKSt9nothrow_t(i8* noundef %86, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i32 0, i32 0))
  store i8 1, i8* @_ZL9fail_next, align 1
  %87 = call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %88 = icmp eq i8* %87, null
  store i1 false, i1* %12, align 1
  br i1 %88, label %91, label %89

89:                                               ; preds = %68
  store i8* %87, i8** %11, align 4
  store i1 true, i1* %12, align 1
  %90 = bitcast i8* %87 to i32*
  store i32 3, i32* %90, align 4
  br label %91

91:                                               ; preds = %89, %68
  %92 = phi i32* [ %90, %89 ], [ null, %68 ]
  store i32* %92, i32** %10, align 4
  %93 = load i32*, i32** %10, align 4
  %94 = bitcast i32* %93 to i8*
  store volatile i8* %94, i8** @sink, align 4
  %95 = load i32*, i32** %10, align 4
  %96 = icmp ne i32* %95, null
  %97 = zext i1 %96 to i64
  %98 = select i1 %96, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i8* noundef %98)
  store i8 1, i8* @_ZL9fail_next, align 1
  %100 = call noalias noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  store i8* %100, i8** %13, align 4
  %101 = load i8*, i8** %13, align 4
  store volatile i8* %101, i8** @sink, align 4
  %102 = load i8*, i8** %13, align 4
  %103 = icmp ne i8* %102, null
  %104 = zext i1 %103 to i64
  %105 = select i1 %103, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i32 0, i32 0), i8* noundef %105)
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i32 0, i32 0))
  store i8 1, i8* @_ZL9fail_next, align 1
  %107 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #14
          to label %108 unwind label %115

108:                                              ; preds = %91
  %109 = bitcast i8* %107 to i32*
  store i32 4, i32* %109, align 4
  store i32* %109, i32** %14, align 4
  %110 = load i32*, i32** %14, align 4
  %111 = bitcast i32* %110 to i8*
  store volatile i8* %111, i8** @sink, align 4
  %112 = load i32*, i32** %14, align 4
  %113 = load i32, i32* %112, align 4
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i32 0, i32 0), i32 noundef %113)
          to label %162 unwind label %115

115:                                              ; preds = %108, %91
  %116 = catchswitch within none [label %117] unwind to caller

117:                                              ; preds = %115
  %118 = catchpad within %116 [i8* bitcast (i8** @_ZTIi to i8*)]
  %119 = call i8* @llvm.wasm.get.exception(token %118)
  store i8* %119, i8** %15, align 4
  %120 = call i32 @llvm.wasm.get.ehselector(token %118)
  %121 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %122 = icmp eq i32 %120, %121
  br i1 %122, label %123, label %132

123:                                              ; preds = %117
  %124 = load i8*, i8** %15, align 4
  %125 = call i8* @__cxa_begin_catch(i8* %124) #10 [ "funclet"(token %118) ]
  %126 = bitcast i8* %125 to i32*
  %127 = load i32, i32* %126, align 4
  store i32 %127, i32* %16, align 4
  %128 = load i32, i32* %16, align 4
  %129 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i32 0, i32 0), i32 noundef %128) [ "funclet"(token %118) ]
          to label %130 unwind label %163

130:                                              ; preds = %123
  call void @__cxa_end_catch() #10 [ "funclet"(token %118) ]
  catchret from %118 to label %131

131:                                              ; preds = %130
  br label %133

132:                                              ; preds = %117
  call void @llvm.wasm.rethrow() #12 [ "funclet"(token %118) ]
  unreachable

133:                                              ; preds = %131, %162
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0))
  %134 = call noalias noundef nonnull align 64 i8* @_ZnwmSt11align_val_t(i32 noundef 8, i32 noundef 64) #17
  store i8* %134, i8** %17, align 4
  %135 = load i8*, i8** %17, align 4
  %136 = ptrtoint i8* %135 to i32
  %137 = and i32 %136, 63
  %138 = icmp eq i32 %137, 0
  %139 = zext i1 %138 to i32
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), i32 noundef %139)
  %141 = load i8*, i8** %17, align 4
  call void @_ZdlPvmSt11align_val_t(i8* noundef %141, i32 noundef 8, i32 noundef 64) #10
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i32 0, i32 0))
  %142 = call noalias noundef nonnull align 32 i8* @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #17
  store i8* %142, i8** %18, align 4
  %143 = load i8*, i8** %18, align 4
  %144 = ptrtoint i8* %143 to i32
  %145 = and i32 %144, 31
  %146 = icmp eq i32 %145, 0
  %147 = zext i1 %146 to i32
  %148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i32 0, i32 0), i32 noundef %147)
  %149 = load i8*, i8** %18, align 4
  call void @_ZdaPvSt11align_val_t(i8* noundef %149, i32 noundef 32) #10
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i32 0, i32 0))
  %150 = call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #18
  store i8* %150, i8** %19, align 4
  %151 = load i8*, i8** %19, align 4
  %152 = icmp ne i8* %151, null
  %153 = zext i1 %152 to i64
  %154 = select i1 %152, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %155 = load i8*, i8** %19, align 4
  %156 = ptrtoint i8* %155 to i32
  %157 = and i32 %156, 127
  %158 = icmp eq i32 %157, 0
  %159 = zext i1 %158 to i32
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i32 0, i32 0), i8* noundef %154, i32 noundef %159)
  %161 = load i8*, i8** %19, align 4
  call void @_ZdlPvSt11align_val_t(i8* noundef %161, i32 noundef 128) #10
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i32 0, i32 0))
  ret i32 0

162:                                              ; preds = %108
  br label %133

163:                                              ; preds = %123
  %164 = cleanuppad within %118 []
  call void @__cxa_end_catch() #10 [ "funclet"(token %164) ]
  cleanupret from %164 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6countsPKc(i8* noundef %0) #5 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = load i32, i32* @_ZL4news, align 4
  %5 = load i32, i32* @_ZL7deletes, align 4
  %6 = load i32, i32* @_ZL5anews, align 4
  %7 = load i32, i32* @_ZL8adeletes, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  store i32 0, i32* @_ZL8adeletes, align 4
  store i32 0, i32* @_ZL5anews, align 4
  store i32 0, i32* @_ZL7deletes, align 4
  store i32 0, i32* @_ZL4news, align 4
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Obj* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #19 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #10

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #10

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #11

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #12

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) #13

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i32 noundef, i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nounwind }
attributes #11 = { nounwind readnone }
attributes #12 = { noreturn }
attributes #13 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }
attributes #16 = { builtin nounwind allocsize(0) }
attributes #17 = { allocsize(0) }
attributes #18 = { nounwind allocsize(0) }
attributes #19 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
