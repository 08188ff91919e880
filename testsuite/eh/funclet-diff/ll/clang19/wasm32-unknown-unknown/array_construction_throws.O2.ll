; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Elem = type { i32 }

@_ZL7counter = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@str.8 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca [6 x %struct.Elem], align 16
  %2 = alloca [4 x %struct.Elem], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9
  store i32 1, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 1, ptr %1, align 16, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %6, ptr %4, align 4, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %6)
  %8 = icmp eq i32 %6, 4
  br i1 %8, label %9, label %14

9:                                                ; preds = %32, %26, %20, %14, %0
  %10 = phi ptr [ %4, %0 ], [ %15, %14 ], [ %21, %20 ], [ %27, %26 ], [ %33, %32 ]
  %11 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  %12 = load i32, ptr %10, align 4, !tbaa !6
  store i32 %12, ptr %11, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #5
          to label %13 unwind label %55

13:                                               ; preds = %9
  unreachable

14:                                               ; preds = %0
  %15 = getelementptr inbounds i8, ptr %1, i32 8
  %16 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %17, ptr %15, align 8, !tbaa !6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %17)
  %19 = icmp eq i32 %17, 4
  br i1 %19, label %9, label %20

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %1, i32 12
  %22 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %23, ptr %21, align 4, !tbaa !6
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %23)
  %25 = icmp eq i32 %23, 4
  br i1 %25, label %9, label %26

26:                                               ; preds = %20
  %27 = getelementptr inbounds i8, ptr %1, i32 16
  %28 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %29, ptr %27, align 16, !tbaa !6
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %29)
  %31 = icmp eq i32 %29, 4
  br i1 %31, label %9, label %32

32:                                               ; preds = %26
  %33 = getelementptr inbounds i8, ptr %1, i32 20
  %34 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %35, ptr %33, align 4, !tbaa !6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = icmp eq i32 %35, 4
  br i1 %37, label %9, label %38

38:                                               ; preds = %32
  %39 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35)
  %41 = getelementptr inbounds i8, ptr %1, i32 16
  %42 = load i32, ptr %41, align 16, !tbaa !6
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %42)
  %44 = getelementptr inbounds i8, ptr %1, i32 12
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %45)
  %47 = getelementptr inbounds i8, ptr %1, i32 8
  %48 = load i32, ptr %47, align 8, !tbaa !6
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %1, i32 4
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51)
  %53 = load i32, ptr %1, align 16, !tbaa !6
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %53)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9
  br label %77

55:                                               ; preds = %9
  %56 = cleanuppad within none []
  br label %57

57:                                               ; preds = %55, %57
  %58 = phi ptr [ %59, %57 ], [ %10, %55 ]
  %59 = getelementptr inbounds i8, ptr %58, i32 -4
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %60) [ "funclet"(token %56) ]
  %62 = icmp eq ptr %59, %1
  br i1 %62, label %63, label %57

63:                                               ; preds = %57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9
  cleanupret from %56 unwind label %64

64:                                               ; preds = %63
  %65 = catchswitch within none [label %66] unwind to caller

66:                                               ; preds = %64
  %67 = catchpad within %65 [ptr @_ZTIi]
  %68 = call ptr @llvm.wasm.get.exception(token %67)
  %69 = call i32 @llvm.wasm.get.ehselector(token %67)
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %76

72:                                               ; preds = %66
  %73 = call ptr @__cxa_begin_catch(ptr %68) #9 [ "funclet"(token %67) ]
  %74 = load i32, ptr %73, align 4, !tbaa !2
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %74) [ "funclet"(token %67) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %67) ]
  catchret from %67 to label %77

76:                                               ; preds = %66
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %67) ]
  unreachable

77:                                               ; preds = %72, %38
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9
  store i32 10, ptr %2, align 16, !tbaa !6
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10)
  %79 = load i32, ptr %2, align 16, !tbaa !6
  %80 = icmp eq i32 %79, 30
  br i1 %80, label %81, label %85

81:                                               ; preds = %77
  %82 = call ptr @__cxa_allocate_exception(i32 4) #9
  %83 = load i32, ptr %2, align 16, !tbaa !6
  store i32 %83, ptr %82, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %82, ptr nonnull @_ZTIi, ptr null) #5
          to label %84 unwind label %125

84:                                               ; preds = %81
  unreachable

85:                                               ; preds = %77
  %86 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 20, ptr %86, align 4, !tbaa !6
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 20)
  %88 = load i32, ptr %86, align 4, !tbaa !6
  %89 = icmp eq i32 %88, 30
  br i1 %89, label %90, label %94

90:                                               ; preds = %85
  %91 = call ptr @__cxa_allocate_exception(i32 4) #9
  %92 = load i32, ptr %86, align 4, !tbaa !6
  store i32 %92, ptr %91, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %91, ptr nonnull @_ZTIi, ptr null) #5
          to label %93 unwind label %125

93:                                               ; preds = %90
  unreachable

94:                                               ; preds = %85
  %95 = getelementptr inbounds i8, ptr %2, i32 8
  store i32 30, ptr %95, align 8, !tbaa !6
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 30)
  %97 = load i32, ptr %95, align 8, !tbaa !6
  %98 = icmp eq i32 %97, 30
  br i1 %98, label %99, label %103

99:                                               ; preds = %94
  %100 = call ptr @__cxa_allocate_exception(i32 4) #9
  %101 = load i32, ptr %95, align 8, !tbaa !6
  store i32 %101, ptr %100, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %100, ptr nonnull @_ZTIi, ptr null) #5
          to label %102 unwind label %125

102:                                              ; preds = %99
  unreachable

103:                                              ; preds = %94
  %104 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 40, ptr %104, align 4, !tbaa !6
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 40)
  %106 = load i32, ptr %104, align 4, !tbaa !6
  %107 = icmp eq i32 %106, 30
  br i1 %107, label %108, label %112

108:                                              ; preds = %103
  %109 = call ptr @__cxa_allocate_exception(i32 4) #9
  %110 = load i32, ptr %104, align 4, !tbaa !6
  store i32 %110, ptr %109, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %109, ptr nonnull @_ZTIi, ptr null) #5
          to label %111 unwind label %125

111:                                              ; preds = %108
  unreachable

112:                                              ; preds = %103
  %113 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %114 = getelementptr inbounds i8, ptr %2, i32 12
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %115)
  %117 = getelementptr inbounds i8, ptr %2, i32 8
  %118 = load i32, ptr %117, align 8, !tbaa !6
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118)
  %120 = getelementptr inbounds i8, ptr %2, i32 4
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %123 = load i32, ptr %2, align 16, !tbaa !6
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9
  br label %149

125:                                              ; preds = %108, %99, %90, %81
  %126 = phi ptr [ %2, %81 ], [ %86, %90 ], [ %95, %99 ], [ %104, %108 ]
  %127 = cleanuppad within none []
  %128 = icmp eq ptr %2, %126
  br i1 %128, label %135, label %129

129:                                              ; preds = %125, %129
  %130 = phi ptr [ %131, %129 ], [ %126, %125 ]
  %131 = getelementptr inbounds i8, ptr %130, i32 -4
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %132) [ "funclet"(token %127) ]
  %134 = icmp eq ptr %131, %2
  br i1 %134, label %135, label %129

135:                                              ; preds = %129, %125
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9
  cleanupret from %127 unwind label %136

136:                                              ; preds = %135
  %137 = catchswitch within none [label %138] unwind to caller

138:                                              ; preds = %136
  %139 = catchpad within %137 [ptr @_ZTIi]
  %140 = call ptr @llvm.wasm.get.exception(token %139)
  %141 = call i32 @llvm.wasm.get.ehselector(token %139)
  %142 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %143 = icmp eq i32 %141, %142
  br i1 %143, label %144, label %148

144:                                              ; preds = %138
  %145 = call ptr @__cxa_begin_catch(ptr %140) #9 [ "funclet"(token %139) ]
  %146 = load i32, ptr %145, align 4, !tbaa !2
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %146) [ "funclet"(token %139) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %139) ]
  catchret from %139 to label %149

148:                                              ; preds = %138
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %139) ]
  unreachable

149:                                              ; preds = %112, %144
  store i32 100, ptr @_ZL7counter, align 4, !tbaa !2
  %150 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %151 = call noundef dereferenceable_or_null(24) ptr @malloc(i32 noundef 24) #10
  store i32 5, ptr %151, align 4
  %152 = getelementptr inbounds i8, ptr %151, i32 4
  %153 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %154, ptr %152, align 4, !tbaa !6
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %154)
  %156 = icmp eq i32 %154, 103
  br i1 %156, label %157, label %162

157:                                              ; preds = %180, %174, %168, %162, %149
  %158 = phi i32 [ 4, %149 ], [ 8, %162 ], [ 12, %168 ], [ 16, %174 ], [ 20, %180 ]
  %159 = phi i32 [ %154, %149 ], [ %165, %162 ], [ %171, %168 ], [ %177, %174 ], [ %183, %180 ]
  %160 = call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 %159, ptr %160, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIi, ptr null) #5
          to label %161 unwind label %188

161:                                              ; preds = %157
  unreachable

162:                                              ; preds = %149
  %163 = getelementptr inbounds i8, ptr %151, i32 8
  %164 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %165, ptr %163, align 4, !tbaa !6
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165)
  %167 = icmp eq i32 %165, 103
  br i1 %167, label %157, label %168

168:                                              ; preds = %162
  %169 = getelementptr inbounds i8, ptr %151, i32 12
  %170 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %171, ptr %169, align 4, !tbaa !6
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %171)
  %173 = icmp eq i32 %171, 103
  br i1 %173, label %157, label %174

174:                                              ; preds = %168
  %175 = getelementptr inbounds i8, ptr %151, i32 16
  %176 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %177, ptr %175, align 4, !tbaa !6
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %177)
  %179 = icmp eq i32 %177, 103
  br i1 %179, label %157, label %180

180:                                              ; preds = %174
  %181 = getelementptr inbounds i8, ptr %151, i32 20
  %182 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %183, ptr %181, align 4, !tbaa !6
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %183)
  %185 = icmp eq i32 %183, 103
  br i1 %185, label %157, label %186

186:                                              ; preds = %180
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %154)
  br label %212

188:                                              ; preds = %157
  %189 = cleanuppad within none []
  br i1 %156, label %197, label %190

190:                                              ; preds = %188, %190
  %191 = phi i32 [ %192, %190 ], [ %158, %188 ]
  %192 = add nsw i32 %191, -4
  %193 = getelementptr inbounds i8, ptr %151, i32 %192
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %194) [ "funclet"(token %189) ]
  %196 = icmp eq i32 %192, 4
  br i1 %196, label %197, label %190

197:                                              ; preds = %190, %188
  %198 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10) [ "funclet"(token %189) ]
  call void @free(ptr noundef nonnull %151) [ "funclet"(token %189) ]
  cleanupret from %189 unwind label %199

199:                                              ; preds = %197
  %200 = catchswitch within none [label %201] unwind to caller

201:                                              ; preds = %199
  %202 = catchpad within %200 [ptr @_ZTIi]
  %203 = call ptr @llvm.wasm.get.exception(token %202)
  %204 = call i32 @llvm.wasm.get.ehselector(token %202)
  %205 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %206 = icmp eq i32 %204, %205
  br i1 %206, label %207, label %211

207:                                              ; preds = %201
  %208 = call ptr @__cxa_begin_catch(ptr %203) #9 [ "funclet"(token %202) ]
  %209 = load i32, ptr %208, align 4, !tbaa !2
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %209) [ "funclet"(token %202) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %202) ]
  catchret from %202 to label %212

211:                                              ; preds = %201
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %202) ]
  unreachable

212:                                              ; preds = %207, %186
  store i32 200, ptr @_ZL7counter, align 4, !tbaa !2
  %213 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %214 = call noundef dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #10
  store i32 2, ptr %214, align 4
  %215 = getelementptr inbounds i8, ptr %214, i32 4
  %216 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %217, ptr %215, align 4, !tbaa !6
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %217)
  %219 = icmp eq i32 %217, 0
  br i1 %219, label %220, label %226

220:                                              ; preds = %226, %212
  %221 = phi i32 [ 4, %212 ], [ 8, %226 ]
  %222 = phi ptr [ %215, %212 ], [ %227, %226 ]
  %223 = call ptr @__cxa_allocate_exception(i32 4) #9
  %224 = load i32, ptr %222, align 4, !tbaa !6
  store i32 %224, ptr %223, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %223, ptr nonnull @_ZTIi, ptr null) #5
          to label %225 unwind label %240

225:                                              ; preds = %220
  unreachable

226:                                              ; preds = %212
  %227 = getelementptr i8, ptr %214, i32 8
  %228 = load i32, ptr @_ZL7counter, align 4, !tbaa !2
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr @_ZL7counter, align 4, !tbaa !2
  store i32 %229, ptr %227, align 4, !tbaa !6
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %229)
  %231 = icmp eq i32 %229, 0
  br i1 %231, label %220, label %232

232:                                              ; preds = %226
  %233 = getelementptr i8, ptr %214, i32 8
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %234)
  %236 = getelementptr i8, ptr %214, i32 4
  %237 = load i32, ptr %236, align 4, !tbaa !6
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %237)
  %239 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef %214)
  ret i32 0

240:                                              ; preds = %220
  %241 = cleanuppad within none []
  br i1 %219, label %249, label %242

242:                                              ; preds = %240, %242
  %243 = phi i32 [ %244, %242 ], [ %221, %240 ]
  %244 = add nsw i32 %243, -4
  %245 = getelementptr inbounds i8, ptr %214, i32 %244
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %246) [ "funclet"(token %241) ]
  %248 = icmp eq i32 %244, 4
  br i1 %248, label %249, label %242

249:                                              ; preds = %242, %240
  %250 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10) [ "funclet"(token %241) ]
  call void @free(ptr noundef nonnull %214) [ "funclet"(token %241) ]
  cleanupret from %241 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS4Elem", !3, i64 0}
