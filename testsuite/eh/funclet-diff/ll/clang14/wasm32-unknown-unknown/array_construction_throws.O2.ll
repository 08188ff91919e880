; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Elem = type { i32 }

@_ZL7counter = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@str.8 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 16
  %3 = alloca [4 x %struct.Elem], align 16
  store i32 4, i32* %1, align 4, !tbaa !2
  %4 = bitcast [6 x %struct.Elem]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #3
  %5 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %6 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0, i32 0
  store i32 1, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 1, i32* %6, align 16, !tbaa !6
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 1)
  %8 = load i32, i32* %1, align 4, !tbaa !2
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %17

10:                                               ; preds = %53, %44, %35, %26, %17, %0
  %11 = phi %struct.Elem* [ %5, %0 ], [ %18, %17 ], [ %27, %26 ], [ %36, %35 ], [ %45, %44 ], [ %54, %53 ]
  %12 = getelementptr inbounds %struct.Elem, %struct.Elem* %11, i32 0, i32 0
  %13 = call i8* @__cxa_allocate_exception(i32 4) #3
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %12, align 4, !tbaa !6
  store i32 %15, i32* %14, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %16 unwind label %82

16:                                               ; preds = %10
  unreachable

17:                                               ; preds = %0
  %18 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 1
  %19 = getelementptr inbounds %struct.Elem, %struct.Elem* %18, i32 0, i32 0
  %20 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %21, i32* %19, align 4, !tbaa !6
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %21)
  %23 = load i32, i32* %19, align 4, !tbaa !6
  %24 = load i32, i32* %1, align 4, !tbaa !2
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %10, label %26

26:                                               ; preds = %17
  %27 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 2
  %28 = getelementptr inbounds %struct.Elem, %struct.Elem* %27, i32 0, i32 0
  %29 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %30, i32* %28, align 8, !tbaa !6
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %30)
  %32 = load i32, i32* %28, align 8, !tbaa !6
  %33 = load i32, i32* %1, align 4, !tbaa !2
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %10, label %35

35:                                               ; preds = %26
  %36 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 3
  %37 = getelementptr inbounds %struct.Elem, %struct.Elem* %36, i32 0, i32 0
  %38 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %39, i32* %37, align 4, !tbaa !6
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %39)
  %41 = load i32, i32* %37, align 4, !tbaa !6
  %42 = load i32, i32* %1, align 4, !tbaa !2
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %10, label %44

44:                                               ; preds = %35
  %45 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 4
  %46 = getelementptr inbounds %struct.Elem, %struct.Elem* %45, i32 0, i32 0
  %47 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %48, i32* %46, align 16, !tbaa !6
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %48)
  %50 = load i32, i32* %46, align 16, !tbaa !6
  %51 = load i32, i32* %1, align 4, !tbaa !2
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %10, label %53

53:                                               ; preds = %44
  %54 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 5
  %55 = getelementptr inbounds %struct.Elem, %struct.Elem* %54, i32 0, i32 0
  %56 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %57, i32* %55, align 4, !tbaa !6
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %57)
  %59 = load i32, i32* %55, align 4, !tbaa !6
  %60 = load i32, i32* %1, align 4, !tbaa !2
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %10, label %62

62:                                               ; preds = %53
  %63 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.8, i32 0, i32 0))
  %64 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 5, i32 0
  %65 = load i32, i32* %64, align 4, !tbaa !6
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %65) #3
  %67 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 4, i32 0
  %68 = load i32, i32* %67, align 16, !tbaa !6
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %68) #3
  %70 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 3, i32 0
  %71 = load i32, i32* %70, align 4, !tbaa !6
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %71) #3
  %73 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 2, i32 0
  %74 = load i32, i32* %73, align 8, !tbaa !6
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %74) #3
  %76 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 1, i32 0
  %77 = load i32, i32* %76, align 4, !tbaa !6
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %77) #3
  %79 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0, i32 0
  %80 = load i32, i32* %79, align 16, !tbaa !6
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %80) #3
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #3
  br label %107

82:                                               ; preds = %10
  %83 = cleanuppad within none []
  %84 = icmp eq %struct.Elem* %5, %11
  br i1 %84, label %92, label %85

85:                                               ; preds = %82, %85
  %86 = phi %struct.Elem* [ %87, %85 ], [ %11, %82 ]
  %87 = getelementptr inbounds %struct.Elem, %struct.Elem* %86, i32 -1
  %88 = getelementptr inbounds %struct.Elem, %struct.Elem* %87, i32 0, i32 0
  %89 = load i32, i32* %88, align 4, !tbaa !6
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %89) #3 [ "funclet"(token %83) ]
  %91 = icmp eq %struct.Elem* %87, %5
  br i1 %91, label %92, label %85

92:                                               ; preds = %85, %82
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #3
  cleanupret from %83 unwind label %93

93:                                               ; preds = %92
  %94 = catchswitch within none [label %95] unwind to caller

95:                                               ; preds = %93
  %96 = catchpad within %94 [i8* bitcast (i8** @_ZTIi to i8*)]
  %97 = call i8* @llvm.wasm.get.exception(token %96)
  %98 = call i32 @llvm.wasm.get.ehselector(token %96)
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %106

101:                                              ; preds = %95
  %102 = call i8* @__cxa_begin_catch(i8* %97) #3 [ "funclet"(token %96) ]
  %103 = bitcast i8* %102 to i32*
  %104 = load i32, i32* %103, align 4, !tbaa !2
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %104) [ "funclet"(token %96) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %96) ]
  catchret from %96 to label %107

106:                                              ; preds = %95
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %96) ]
  unreachable

107:                                              ; preds = %101, %62
  store i32 30, i32* %1, align 4, !tbaa !2
  %108 = bitcast [4 x %struct.Elem]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %108) #3
  %109 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 0
  %110 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 0, i32 0
  store i32 10, i32* %110, align 16, !tbaa !6
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 10)
  %112 = load i32, i32* %110, align 16, !tbaa !6
  %113 = load i32, i32* %1, align 4, !tbaa !2
  %114 = icmp eq i32 %112, %113
  br i1 %114, label %115, label %120

115:                                              ; preds = %107
  %116 = call i8* @__cxa_allocate_exception(i32 4) #3
  %117 = bitcast i8* %116 to i32*
  %118 = load i32, i32* %110, align 16, !tbaa !6
  store i32 %118, i32* %117, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %116, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %119 unwind label %170

119:                                              ; preds = %115
  unreachable

120:                                              ; preds = %107
  %121 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 1
  %122 = getelementptr inbounds %struct.Elem, %struct.Elem* %121, i32 0, i32 0
  store i32 20, i32* %122, align 4, !tbaa !6
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 20)
  %124 = load i32, i32* %122, align 4, !tbaa !6
  %125 = load i32, i32* %1, align 4, !tbaa !2
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %132

127:                                              ; preds = %120
  %128 = call i8* @__cxa_allocate_exception(i32 4) #3
  %129 = bitcast i8* %128 to i32*
  %130 = load i32, i32* %122, align 4, !tbaa !6
  store i32 %130, i32* %129, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %128, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %131 unwind label %170

131:                                              ; preds = %127
  unreachable

132:                                              ; preds = %120
  %133 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 2
  %134 = getelementptr inbounds %struct.Elem, %struct.Elem* %133, i32 0, i32 0
  store i32 30, i32* %134, align 8, !tbaa !6
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 30)
  %136 = load i32, i32* %134, align 8, !tbaa !6
  %137 = load i32, i32* %1, align 4, !tbaa !2
  %138 = icmp eq i32 %136, %137
  br i1 %138, label %139, label %144

139:                                              ; preds = %132
  %140 = call i8* @__cxa_allocate_exception(i32 4) #3
  %141 = bitcast i8* %140 to i32*
  %142 = load i32, i32* %134, align 8, !tbaa !6
  store i32 %142, i32* %141, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %140, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %143 unwind label %170

143:                                              ; preds = %139
  unreachable

144:                                              ; preds = %132
  %145 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 3
  %146 = getelementptr inbounds %struct.Elem, %struct.Elem* %145, i32 0, i32 0
  store i32 40, i32* %146, align 4, !tbaa !6
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 40)
  %148 = load i32, i32* %146, align 4, !tbaa !6
  %149 = load i32, i32* %1, align 4, !tbaa !2
  %150 = icmp eq i32 %148, %149
  br i1 %150, label %151, label %156

151:                                              ; preds = %144
  %152 = call i8* @__cxa_allocate_exception(i32 4) #3
  %153 = bitcast i8* %152 to i32*
  %154 = load i32, i32* %146, align 4, !tbaa !6
  store i32 %154, i32* %153, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %152, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %155 unwind label %170

155:                                              ; preds = %151
  unreachable

156:                                              ; preds = %144
  %157 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.8, i32 0, i32 0))
  %158 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 3, i32 0
  %159 = load i32, i32* %158, align 4, !tbaa !6
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %159) #3
  %161 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 2, i32 0
  %162 = load i32, i32* %161, align 8, !tbaa !6
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %162) #3
  %164 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 1, i32 0
  %165 = load i32, i32* %164, align 4, !tbaa !6
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %165) #3
  %167 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 0, i32 0
  %168 = load i32, i32* %167, align 16, !tbaa !6
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %168) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %108) #3
  br label %196

170:                                              ; preds = %151, %139, %127, %115
  %171 = phi %struct.Elem* [ %109, %115 ], [ %121, %127 ], [ %133, %139 ], [ %145, %151 ]
  %172 = cleanuppad within none []
  %173 = icmp eq %struct.Elem* %109, %171
  br i1 %173, label %181, label %174

174:                                              ; preds = %170, %174
  %175 = phi %struct.Elem* [ %176, %174 ], [ %171, %170 ]
  %176 = getelementptr inbounds %struct.Elem, %struct.Elem* %175, i32 -1
  %177 = getelementptr inbounds %struct.Elem, %struct.Elem* %176, i32 0, i32 0
  %178 = load i32, i32* %177, align 4, !tbaa !6
  %179 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %178) #3 [ "funclet"(token %172) ]
  %180 = icmp eq %struct.Elem* %176, %109
  br i1 %180, label %181, label %174

181:                                              ; preds = %174, %170
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %108) #3
  cleanupret from %172 unwind label %182

182:                                              ; preds = %181
  %183 = catchswitch within none [label %184] unwind to caller

184:                                              ; preds = %182
  %185 = catchpad within %183 [i8* bitcast (i8** @_ZTIi to i8*)]
  %186 = call i8* @llvm.wasm.get.exception(token %185)
  %187 = call i32 @llvm.wasm.get.ehselector(token %185)
  %188 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %189 = icmp eq i32 %187, %188
  br i1 %189, label %190, label %195

190:                                              ; preds = %184
  %191 = call i8* @__cxa_begin_catch(i8* %186) #3 [ "funclet"(token %185) ]
  %192 = bitcast i8* %191 to i32*
  %193 = load i32, i32* %192, align 4, !tbaa !2
  %194 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %193) [ "funclet"(token %185) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %185) ]
  catchret from %185 to label %196

195:                                              ; preds = %184
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %185) ]
  unreachable

196:                                              ; preds = %156, %190
  store i32 100, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 103, i32* %1, align 4, !tbaa !2
  %197 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i32 0, i32 0))
  %198 = call dereferenceable_or_null(24) i8* @malloc(i32 noundef 24)
  %199 = bitcast i8* %198 to i32*
  store i32 5, i32* %199, align 4
  %200 = getelementptr inbounds i8, i8* %198, i32 4
  %201 = bitcast i8* %200 to %struct.Elem*
  %202 = bitcast i8* %200 to i32*
  %203 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %204 = add nsw i32 %203, 1
  store i32 %204, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %204, i32* %202, align 4, !tbaa !6
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %204)
  %206 = load i32, i32* %1, align 4, !tbaa !2
  %207 = icmp eq i32 %204, %206
  br i1 %207, label %208, label %215

208:                                              ; preds = %242, %233, %224, %215, %196
  %209 = phi %struct.Elem* [ %201, %196 ], [ %217, %215 ], [ %226, %224 ], [ %235, %233 ], [ %244, %242 ]
  %210 = getelementptr inbounds %struct.Elem, %struct.Elem* %209, i32 0, i32 0
  %211 = call i8* @__cxa_allocate_exception(i32 4) #3
  %212 = bitcast i8* %211 to i32*
  %213 = load i32, i32* %210, align 4, !tbaa !6
  store i32 %213, i32* %212, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %211, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %214 unwind label %254

214:                                              ; preds = %208
  unreachable

215:                                              ; preds = %196
  %216 = getelementptr inbounds i8, i8* %198, i32 8
  %217 = bitcast i8* %216 to %struct.Elem*
  %218 = bitcast i8* %216 to i32*
  %219 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %220 = add nsw i32 %219, 1
  store i32 %220, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %220, i32* %218, align 4, !tbaa !6
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %220)
  %222 = load i32, i32* %1, align 4, !tbaa !2
  %223 = icmp eq i32 %220, %222
  br i1 %223, label %208, label %224

224:                                              ; preds = %215
  %225 = getelementptr inbounds i8, i8* %198, i32 12
  %226 = bitcast i8* %225 to %struct.Elem*
  %227 = bitcast i8* %225 to i32*
  %228 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %229, i32* %227, align 4, !tbaa !6
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %229)
  %231 = load i32, i32* %1, align 4, !tbaa !2
  %232 = icmp eq i32 %229, %231
  br i1 %232, label %208, label %233

233:                                              ; preds = %224
  %234 = getelementptr inbounds i8, i8* %198, i32 16
  %235 = bitcast i8* %234 to %struct.Elem*
  %236 = bitcast i8* %234 to i32*
  %237 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %238 = add nsw i32 %237, 1
  store i32 %238, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %238, i32* %236, align 4, !tbaa !6
  %239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %238)
  %240 = load i32, i32* %1, align 4, !tbaa !2
  %241 = icmp eq i32 %238, %240
  br i1 %241, label %208, label %242

242:                                              ; preds = %233
  %243 = getelementptr inbounds i8, i8* %198, i32 20
  %244 = bitcast i8* %243 to %struct.Elem*
  %245 = bitcast i8* %243 to i32*
  %246 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %247 = add nsw i32 %246, 1
  store i32 %247, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %247, i32* %245, align 4, !tbaa !6
  %248 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %247)
  %249 = load i32, i32* %245, align 4, !tbaa !6
  %250 = load i32, i32* %1, align 4, !tbaa !2
  %251 = icmp eq i32 %249, %250
  br i1 %251, label %208, label %252

252:                                              ; preds = %242
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %204)
  br label %280

254:                                              ; preds = %208
  %255 = cleanuppad within none []
  %256 = icmp eq %struct.Elem* %209, %201
  br i1 %256, label %264, label %257

257:                                              ; preds = %254, %257
  %258 = phi %struct.Elem* [ %259, %257 ], [ %209, %254 ]
  %259 = getelementptr inbounds %struct.Elem, %struct.Elem* %258, i32 -1
  %260 = getelementptr inbounds %struct.Elem, %struct.Elem* %259, i32 0, i32 0
  %261 = load i32, i32* %260, align 4, !tbaa !6
  %262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %261) #3 [ "funclet"(token %255) ]
  %263 = icmp eq %struct.Elem* %259, %201
  br i1 %263, label %264, label %257

264:                                              ; preds = %257, %254
  %265 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0)) #3 [ "funclet"(token %255) ]
  call void @free(i8* noundef %198) #3 [ "funclet"(token %255) ]
  cleanupret from %255 unwind label %266

266:                                              ; preds = %264
  %267 = catchswitch within none [label %268] unwind to caller

268:                                              ; preds = %266
  %269 = catchpad within %267 [i8* bitcast (i8** @_ZTIi to i8*)]
  %270 = call i8* @llvm.wasm.get.exception(token %269)
  %271 = call i32 @llvm.wasm.get.ehselector(token %269)
  %272 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %273 = icmp eq i32 %271, %272
  br i1 %273, label %274, label %279

274:                                              ; preds = %268
  %275 = call i8* @__cxa_begin_catch(i8* %270) #3 [ "funclet"(token %269) ]
  %276 = bitcast i8* %275 to i32*
  %277 = load i32, i32* %276, align 4, !tbaa !2
  %278 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %277) [ "funclet"(token %269) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %269) ]
  catchret from %269 to label %280

279:                                              ; preds = %268
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %269) ]
  unreachable

280:                                              ; preds = %274, %252
  store i32 0, i32* %1, align 4, !tbaa !2
  store i32 200, i32* @_ZL7counter, align 4, !tbaa !2
  %281 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i32 0, i32 0))
  %282 = call dereferenceable_or_null(12) i8* @malloc(i32 noundef 12)
  %283 = bitcast i8* %282 to i32*
  store i32 2, i32* %283, align 4
  %284 = getelementptr inbounds i8, i8* %282, i32 4
  %285 = bitcast i8* %284 to %struct.Elem*
  %286 = bitcast i8* %284 to i32*
  %287 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %288 = add nsw i32 %287, 1
  store i32 %288, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %288, i32* %286, align 4, !tbaa !6
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %288)
  %290 = load i32, i32* %1, align 4, !tbaa !2
  %291 = icmp eq i32 %288, %290
  br i1 %291, label %292, label %299

292:                                              ; preds = %299, %280
  %293 = phi %struct.Elem* [ %285, %280 ], [ %301, %299 ]
  %294 = getelementptr inbounds %struct.Elem, %struct.Elem* %293, i32 0, i32 0
  %295 = call i8* @__cxa_allocate_exception(i32 4) #3
  %296 = bitcast i8* %295 to i32*
  %297 = load i32, i32* %294, align 4, !tbaa !6
  store i32 %297, i32* %296, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %295, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %298 unwind label %318

298:                                              ; preds = %292
  unreachable

299:                                              ; preds = %280
  %300 = getelementptr inbounds i8, i8* %282, i32 8
  %301 = bitcast i8* %300 to %struct.Elem*
  %302 = bitcast i8* %300 to i32*
  %303 = load i32, i32* @_ZL7counter, align 4, !tbaa !2
  %304 = add nsw i32 %303, 1
  store i32 %304, i32* @_ZL7counter, align 4, !tbaa !2
  store i32 %304, i32* %302, align 4, !tbaa !6
  %305 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %304)
  %306 = load i32, i32* %1, align 4, !tbaa !2
  %307 = icmp eq i32 %304, %306
  br i1 %307, label %292, label %308

308:                                              ; preds = %299
  %309 = getelementptr inbounds i8, i8* %282, i32 8
  %310 = bitcast i8* %309 to i32*
  %311 = load i32, i32* %310, align 4, !tbaa !6
  %312 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %311) #3
  %313 = getelementptr inbounds i8, i8* %282, i32 4
  %314 = bitcast i8* %313 to i32*
  %315 = load i32, i32* %314, align 4, !tbaa !6
  %316 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %315) #3
  %317 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0)) #3
  call void @free(i8* noundef %282) #3
  ret i32 0

318:                                              ; preds = %292
  %319 = cleanuppad within none []
  %320 = icmp eq %struct.Elem* %293, %285
  br i1 %320, label %328, label %321

321:                                              ; preds = %318, %321
  %322 = phi %struct.Elem* [ %323, %321 ], [ %293, %318 ]
  %323 = getelementptr inbounds %struct.Elem, %struct.Elem* %322, i32 -1
  %324 = getelementptr inbounds %struct.Elem, %struct.Elem* %323, i32 0, i32 0
  %325 = load i32, i32* %324, align 4, !tbaa !6
  %326 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %325) #3 [ "funclet"(token %319) ]
  %327 = icmp eq %struct.Elem* %323, %285
  br i1 %327, label %328, label %321

328:                                              ; preds = %321, %318
  %329 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0)) #3 [ "funclet"(token %319) ]
  call void @free(i8* noundef %282) #3 [ "funclet"(token %319) ]
  cleanupret from %319 unwind to caller
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS4Elem", !3, i64 0}
